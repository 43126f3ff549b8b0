/**
 * One of OpenCC's tables, as opencc-js ships it (`opencc-js/dict/<name>`, no types of its own): "from to|from to|…".
 * bench/tsconfig.json includes this file too: the benches reach language.ts through the server's modules.
 */
declare module 'opencc-js/dict/*' {
  const dict: string;
  export default dict;
}
