// Goods reviews (issue 22): on the goods page and on a completed order.
const reviews = {
  title: '商品評價',
  summary: '{{average}} 分・{{count}} 則評價',
  none: '還沒有評價',
  showAll: '查看全部評價',
  loadMore: '載入更多',
  noMore: '沒有更多了',
  loadFailed: '評價載入失敗',
  reply: '商家回覆：{{content}}',
  photo: '評價照片 {{index}}',
  stars: '{{count}} 顆星',
  writeTitle: '評價這件商品',
  rating: '評分',
  content: '說說您的使用感受（選填）',
  addPhoto: '新增照片',
  removePhoto: '移除照片',
  photosLeft: '還可新增 {{count}} 張',
  submit: '送出評價',
  submitted: '評價已送出',
  yourReview: '您的評價',
};

export default reviews;
