/** Any address no other route claims: answered with a real 404 by the root error boundary. */
export function loader(): never {
  throw new Response("Not Found", { status: 404 });
}

export default function NotFound() {
  return null;
}
