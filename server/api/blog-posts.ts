import express, { Router, type Request, type Response } from "express";
import {
  blogPostListSchema,
  blogPostSchema,
  blogPostScheduleSchema,
  blogPostUpdateSchema,
  blogPostVersionSchema,
  maxBodyHtmlLength,
} from "#shared/schemas/blog-post";
import type { Services } from "../services";
import { ApiError, ValidationError } from "./errors";
import { requireAnyStaff, staffOf } from "./staff-guard";
import { validBody } from "./validation";
import { fieldErrors } from "#shared/schemas/fields";

/** A post's body may be long; only an admin's request is read that far. */
export const postBodyLimitBytes = maxBodyHtmlLength + 16 * 1024;

function postId(req: Request): number {
  const id = Number(req.params.id);
  if (!Number.isSafeInteger(id) || id < 1) throw new ApiError(404, "Not found.");
  return id;
}

/** The blog editor's calls under /api/admin/posts (docs/decisions/0012). */
export function blogPostRoutes({ services }: { services: Services }): Router {
  const router = Router();
  const posts = services.blogPosts;
  // Editors write the blog too.
  router.use(requireAnyStaff(services.adminAccess));
  router.use(express.json({ limit: postBodyLimitBytes }));

  router.get("/", async (req: Request, res: Response) => {
    const filter = blogPostListSchema.safeParse(req.query);
    if (!filter.success) throw new ValidationError(fieldErrors(filter.error));
    res.json(await posts.list(filter.data));
  });

  router.post("/", async (req: Request, res: Response) => {
    const input = validBody(req, blogPostSchema);
    res.status(201).json({ post: await posts.create(input, staffOf(res)) });
  });

  router.get("/:id", async (req: Request, res: Response) => {
    const post = await posts.get(postId(req));
    if (!post) throw new ApiError(404, "Not found.");
    res.json({ post });
  });

  router.put("/:id", async (req: Request, res: Response) => {
    const { version, ...input } = validBody(req, blogPostUpdateSchema);
    res.json({ post: await posts.update(postId(req), version, input, staffOf(res)) });
  });

  router.post("/:id/publish", async (req: Request, res: Response) => {
    const { version } = validBody(req, blogPostVersionSchema);
    res.json({ post: await posts.publish(postId(req), version, staffOf(res)) });
  });

  router.post("/:id/schedule", async (req: Request, res: Response) => {
    const { version, publishAt } = validBody(req, blogPostScheduleSchema);
    res.json({
      post: await posts.schedule(postId(req), version, new Date(publishAt), staffOf(res)),
    });
  });

  router.post("/:id/unpublish", async (req: Request, res: Response) => {
    const { version } = validBody(req, blogPostVersionSchema);
    res.json({ post: await posts.unpublish(postId(req), version, staffOf(res)) });
  });

  router.delete("/:id", async (req: Request, res: Response) => {
    await posts.remove(postId(req), staffOf(res));
    res.status(204).end();
  });

  return router;
}
