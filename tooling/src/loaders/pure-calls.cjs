/**
 * Marks calls to the named functions as pure (`/*#__PURE__*\/`) in one module,
 * so webpack's inner-graph analysis can drop a top-level value nobody uses along
 * with everything it imports. Chakra's theme module builds `defaultThemeConfig`
 * (every component recipe) with an unannotated `defineConfig(...)` call; the
 * product builds a lean system from the same module's tokens instead.
 */
module.exports = function pureCalls(source) {
  const { calls } = this.getOptions();
  return calls.reduce(
    (code, name) => code.replace(new RegExp(`=\\s*${name}\\(`, 'g'), `= /*#__PURE__*/ ${name}(`),
    source,
  );
};
