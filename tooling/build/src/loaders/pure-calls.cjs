/**
 * Marks calls to the named functions as pure (`/*#__PURE__*\/`) in one module,
 * so webpack's inner-graph analysis can drop a top-level value nobody uses along
 * with everything it imports. Chakra's theme module builds `defaultThemeConfig`
 * (every component recipe) with an unannotated `defineConfig(...)` call; the
 * product builds a lean system from the same module's tokens instead.
 *
 * `topLevelConsts` marks the call that starts each top-level `const x = f(...)`
 * instead: Chakra's anatomy module defines every component's anatomy that way
 * (`createAnatomy("alert").parts(...)`, `dialogAnatomy$1.extendWith(...)`), which
 * kept all of them, and the Ark and Zag anatomies they extend, in the login page
 * (about 1.3 KB gzipped) although it uses a few.
 */
const literally = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

module.exports = function pureCalls(source) {
  const { calls = [], topLevelConsts = false } = this.getOptions();
  const marked = calls.reduce(
    (code, name) => code.replace(new RegExp(`=\\s*${literally(name)}\\(`, 'g'), `= /*#__PURE__*/ ${name}(`),
    source,
  );
  return topLevelConsts ? marked.replace(/^(const [\w$]+ = )(?=[\w$.]+\()/gm, '$1/*#__PURE__*/ ') : marked;
};
