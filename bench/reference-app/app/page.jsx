export default function Page() {
  return (
    <main>
      <h1>A minimal Next.js page</h1>
      <p>One heading and one paragraph: no stylesheet, no web font, no script of its own.</p>
    </main>
  );
}
