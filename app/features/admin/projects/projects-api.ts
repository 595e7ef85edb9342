import { send as sendJson, type ApiResult } from "../admin-api";
import { messagesOf } from "./project-form";

/**
 * One JSON call of the project screens: the portal's call, with field errors named as the
 * project forms name their fields ("images.0.alt", "technologies").
 */
export function send<T = unknown>(
  url: string,
  method: "GET" | "POST" | "PUT" | "DELETE",
  body?: unknown,
): Promise<ApiResult<T>> {
  return sendJson<T>(url, method, body, messagesOf);
}
