/** Shown instead of a blank page when the runtime configuration is unusable. */
export function StartupError({ problems }: { problems: string[] }) {
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', padding: '2rem', maxWidth: '40rem' }}>
      <h1>The site is not configured correctly</h1>
      <p>Please try again later. If the problem continues, contact support.</p>
      <ul aria-label="Configuration problems">
        {problems.map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
      </ul>
    </main>
  );
}
