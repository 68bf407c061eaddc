import { signOut } from '../_actions/sign-out';

/** A real form (works without JavaScript) posting to the sign-out action. */
export function SignOutForm({ className }: { className?: string }) {
  return (
    <form action={signOut} className={className}>
      <button type="submit" className="link-button">
        Sign out
      </button>
    </form>
  );
}
