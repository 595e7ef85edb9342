import type { AppDatabase } from "../db/connect";
import { createBlogService } from "./blog";

/**
 * The application's rules, each behind one service; created once at start and handed to
 * the API handlers and to page loaders (through the load context).
 */
export function createServices(database: AppDatabase) {
  return {
    blog: createBlogService(database),
  };
}

export type Services = ReturnType<typeof createServices>;
