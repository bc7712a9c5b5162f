// The signed-out screens' card (sign-in, set-password): the screen, the card named by its title, and its content.
import type { ReactNode } from 'react';

/** `id` is the title's: the card is labelled by it. */
export function SignedOutCard({
  id,
  title,
  children,
}: {
  id: string;
  title: ReactNode;
  children: ReactNode;
}) {
  return (
    <main className="login-screen">
      <section className="login-card" aria-labelledby={id}>
        <h1 id={id} className="login-card__title">
          {title}
        </h1>
        {children}
      </section>
    </main>
  );
}
