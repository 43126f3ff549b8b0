/** One of OpenCC's tables, as opencc-js ships it (`opencc-js/dict/<name>`, no types of its own): "from to|from to|…". */
declare module 'opencc-js/dict/*' {
  const dict: string;
  export default dict;
}
