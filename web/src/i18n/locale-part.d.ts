/** A language's locale files, merged and cut in two at build time (scripts/locale-parts-plugin.ts). */
declare module 'virtual:locale-part/*' {
  const tree: { [key: string]: unknown };
  export default tree;
}
