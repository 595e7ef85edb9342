import { useId } from "react";
import { slugify } from "#shared/lib/slug";
import { FieldError, fieldAria, inputClass } from "./post-field";
import {
  categories,
  shownSlug,
  withSlug,
  withTitle,
  type FieldMessages,
  type PostFormValues,
} from "./post-form";

/** The post's title, slug, excerpt, category and author, each with its error when it has one. */
export function PostFields({
  values,
  update,
  errors,
  errorIdOf,
}: {
  values: PostFormValues;
  update: (change: (current: PostFormValues) => PostFormValues) => void;
  errors: FieldMessages;
  errorIdOf: (field: string) => string;
}) {
  const id = useId();
  const aria = (field: keyof FieldMessages, hintId?: string) =>
    fieldAria({ errorId: errorIdOf(field), error: errors[field], hintId });
  const set = <K extends keyof PostFormValues>(key: K, value: PostFormValues[K]) =>
    update((current) => ({ ...current, [key]: value }));

  return (
    <>
      <div>
        <label className="block">
          <span className="font-medium text-slate-900">Title</span>
          <input
            type="text"
            value={values.title}
            maxLength={200}
            onChange={(event) => update((current) => withTitle(current, event.target.value))}
            {...aria("title")}
            className={`${inputClass} text-xl`}
          />
        </label>
        <FieldError id={errorIdOf("title")} message={errors.title} />
      </div>

      <div>
        <label htmlFor={`${id}-slug`} className="font-medium text-slate-900">
          Slug (the post’s address)
        </label>
        <span className="mt-1 flex items-center gap-1">
          <span className="text-slate-600">/blog/</span>
          <input
            id={`${id}-slug`}
            type="text"
            value={shownSlug(values)}
            placeholder={slugify(values.title)}
            maxLength={120}
            onChange={(event) => update((current) => withSlug(current, event.target.value))}
            {...aria("slug", `${id}-slug-hint`)}
            className={inputClass.replace("mt-1 ", "")}
          />
        </span>
        <p id={`${id}-slug-hint`} className="mt-1 text-sm text-slate-600">
          Made from the title until you change it. Changing it later keeps the old address working
          (it redirects).
        </p>
        <FieldError id={errorIdOf("slug")} message={errors.slug} />
      </div>

      <div>
        <label htmlFor={`${id}-excerpt`} className="font-medium text-slate-900">
          Excerpt
        </label>
        <textarea
          id={`${id}-excerpt`}
          value={values.excerpt}
          maxLength={400}
          rows={3}
          onChange={(event) => set("excerpt", event.target.value)}
          {...aria("excerpt", `${id}-excerpt-hint`)}
          className={inputClass}
        />
        <p id={`${id}-excerpt-hint`} className="mt-1 text-sm text-slate-600">
          One or two sentences shown on the blog list and in search results.
        </p>
        <FieldError id={errorIdOf("excerpt")} message={errors.excerpt} />
      </div>

      <div className="grid gap-6 sm:grid-cols-2">
        <div>
          <label className="block">
            <span className="font-medium text-slate-900">Category</span>
            <select
              value={values.category}
              onChange={(event) =>
                set("category", event.target.value as PostFormValues["category"])
              }
              {...aria("category")}
              className={inputClass}
            >
              <option value="">Choose a category</option>
              {categories.map((category) => (
                <option key={category} value={category}>
                  {category}
                </option>
              ))}
            </select>
          </label>
          <FieldError id={errorIdOf("category")} message={errors.category} />
        </div>
        <div>
          <label className="block">
            <span className="font-medium text-slate-900">Author</span>
            <input
              type="text"
              value={values.author}
              maxLength={100}
              onChange={(event) => set("author", event.target.value)}
              {...aria("author")}
              className={inputClass}
            />
          </label>
          <FieldError id={errorIdOf("author")} message={errors.author} />
        </div>
      </div>
    </>
  );
}
