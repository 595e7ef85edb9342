import type { RequestHandler } from "express";

/**
 * The largest request body the site reads, for the API and for pages: every form it has
 * fits in a few kilobytes, and a body of megabytes is a mistake or an attack.
 */
export const requestBodyLimitBytes = 16 * 1024;

const bodylessMethods = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Page form posts (the admin lists' actions, the unsubscribe confirmation) are read by
 * React Router, which reads whatever arrives. Here such a body must declare its length, as
 * browsers do for every form, and stay within the limit: Node's parser never hands a
 * request more body than its Content-Length, so nothing larger is ever read.
 */
export const pageBodyLimit: RequestHandler = (req, res, next) => {
  if (bodylessMethods.has(req.method)) {
    next();
    return;
  }
  if (req.headers["transfer-encoding"] !== undefined) {
    res.status(411).type("text").send("Send the form with a Content-Length.");
    return;
  }
  if (Number(req.headers["content-length"] ?? 0) > requestBodyLimitBytes) {
    res.status(413).type("text").send("The form is too large.");
    return;
  }
  next();
};
