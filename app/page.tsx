export default function HomePage() {
  return (
    <main>
      <h1>Storefront</h1>
      <p>The shop is being set up.</p>
    </main>
  );
}
