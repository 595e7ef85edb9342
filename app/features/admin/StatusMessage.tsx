import { isGoodNews } from "./messages";

/** The portal's one message: green when it is good news, red otherwise (docs/product.md §8). */
export function StatusMessage({ message }: { message: string }) {
  if (!message) return null;
  return (
    <p
      role="status"
      className={`rounded-lg border p-3 ${
        isGoodNews(message)
          ? "border-green-300 bg-green-50 text-green-900"
          : "border-red-300 bg-red-50 text-red-900"
      }`}
    >
      {message}
    </p>
  );
}
