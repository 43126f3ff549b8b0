import type { Catalogue } from '../../types';
import type source from './zh-Hant';

const reviews: Catalogue<typeof source> = {
  title: 'Reviews',
  summary: '{{average}} · {{count}} reviews',
  summary_one: '{{average}} · {{count}} review',
  summary_other: '{{average}} · {{count}} reviews',
  none: 'No reviews yet',
  showAll: 'See all reviews',
  loadMore: 'Load more',
  noMore: 'No more',
  loadFailed: 'Reviews could not be loaded',
  reply: 'Shop reply: {{content}}',
  photo: 'Review photo {{index}}',
  stars: '{{count}} stars',
  stars_one: '{{count}} star',
  stars_other: '{{count}} stars',
  writeTitle: 'Review this item',
  rating: 'Rating',
  content: 'How did you find it? (optional)',
  addPhoto: 'Add photo',
  removePhoto: 'Remove photo',
  photosLeft: '{{count}} more allowed',
  submit: 'Submit review',
  submitted: 'Review submitted',
  yourReview: 'Your review',
};

export default reviews;
