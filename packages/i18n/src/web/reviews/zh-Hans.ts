import type { Catalogue } from '../../types';
import type source from './zh-Hant';

const reviews: Catalogue<typeof source> = {
  title: '商品评价',
  summary: '{{average}} 分・{{count}} 条评价',
  none: '还没有评价',
  showAll: '查看全部评价',
  loadMore: '加载更多',
  noMore: '没有更多了',
  loadFailed: '评价加载失败',
  reply: '商家回复：{{content}}',
  photo: '评价照片 {{index}}',
  stars: '{{count}} 星',
  writeTitle: '评价这件商品',
  rating: '评分',
  content: '说说您的使用感受（选填）',
  addPhoto: '添加照片',
  removePhoto: '移除照片',
  photosLeft: '还可添加 {{count}} 张',
  submit: '提交评价',
  submitted: '评价已提交',
  yourReview: '您的评价',
};

export default reviews;
