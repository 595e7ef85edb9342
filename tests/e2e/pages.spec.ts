import { expect, test, phone } from "./support/fixtures";
import { pipelineProjects } from "#shared/content/projects";
import { specialisations } from "#shared/content/services";
import { slugify } from "#shared/lib/slug";

test("About shows the story, mission and vision, a team of 4 and 3 partners", async ({ page }) => {
  await page.goto("/about");
  await expect(page.getByRole("heading", { name: "Our story" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Our mission" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Our vision" })).toBeVisible();
  const team = page.getByRole("region", { name: "Meet the team" }).getByRole("listitem");
  await expect(team).toHaveCount(4);
  for (const member of await team.all()) {
    await expect(member.getByRole("img")).toHaveAttribute("alt", /Portrait illustration of/);
    await expect(member.getByRole("link", { name: /on LinkedIn$/ })).toHaveAttribute(
      "href",
      /^https:\/\/www\.linkedin\.com\/in\//,
    );
  }
  await expect(
    page.getByRole("region", { name: "Our partner colleges" }).getByRole("img"),
  ).toHaveCount(3);
});

test("Services shows 5 offerings and 6 technology circles that all lead to a page", async ({
  page,
}) => {
  await page.goto("/services");
  await expect(
    page.getByRole("region", { name: "Core offerings" }).getByRole("heading", { level: 3 }),
  ).toHaveText([
    "Workshops",
    "Hackathons",
    "Career Guidance",
    "LinkedIn Optimization",
    "Resume Building",
  ]);
  const circles = page.getByRole("region", { name: "Specialisations" }).getByRole("link");
  await expect(circles).toHaveText([
    "Web Development",
    "AI/ML",
    "Generative AI",
    "Cloud Computing",
    "Cybersecurity",
    "Data Science",
  ]);
  const hrefs = await circles.evaluateAll((links) => links.map((a) => a.getAttribute("href")));
  expect(hrefs).toEqual([
    "/services/web-development",
    "/services/ai-ml",
    "/services/generative-ai",
    "/services/cloud-computing",
    "/services/cybersecurity",
    "/services/data-science",
  ]);
  await expect(page.getByRole("link", { name: "Contact us" }).last()).toHaveAttribute(
    "href",
    "/contact",
  );
  await circles.filter({ hasText: "AI/ML" }).click();
  await expect(page).toHaveURL(/\/services\/ai-ml$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("AI/ML");
});

for (const specialisation of specialisations) {
  test(`the ${specialisation.title} page has a 6-week curriculum and Enroll Now`, async ({
    page,
  }) => {
    await page.goto(`/services/${slugify(specialisation.title)}`);
    const weeks = page.getByRole("region", { name: "6-week curriculum" }).getByRole("listitem");
    await expect(weeks.filter({ hasText: /^Week \d/ })).toHaveCount(6);
    await expect(page.getByText("At most 20 students")).toBeVisible();
    const technologies = page.getByRole("region", { name: "Technologies you will use" });
    for (const technology of specialisation.technologies) {
      await expect(technologies.getByText(technology, { exact: true })).toBeVisible();
    }
    await page.getByRole("link", { name: "Enroll Now" }).first().click();
    await expect(page).toHaveURL(/\/book-slot$/);
  });
}

test("an unknown service is a 404", async ({ page }) => {
  const response = await page.goto("/services/basket-weaving");
  expect(response?.status()).toBe(404);
});

test(
  "Projects: tabs switch pipelines, cards show their seats and at most 3 technologies, Register Now opens the dialog",
  phone,
  async ({ page, checkAccessibility }) => {
    await page.goto("/projects");
    const tablist = page.getByRole("tablist", { name: "Project pipeline" });
    const ongoing = tablist.getByRole("tab", { name: "Ongoing" });
    const upcoming = tablist.getByRole("tab", { name: "Upcoming" });
    await expect(ongoing).toHaveAttribute("aria-selected", "true");
    const panel = page.getByRole("tabpanel");
    await expect(panel.getByText("In Progress", { exact: true })).toHaveCount(3);

    await ongoing.focus();
    await page.keyboard.press("ArrowRight");
    await expect(upcoming).toHaveAttribute("aria-selected", "true");
    await expect(upcoming).toBeFocused();
    await expect(page.getByRole("tabpanel").getByText("Planning", { exact: true })).toHaveCount(3);
    await upcoming.click();
    await ongoing.click();

    for (const project of pipelineProjects.filter((p) => p.status === "In Progress")) {
      const card = page.getByRole("article", { name: project.title });
      const technologies = card.getByRole("list", { name: "Technologies" }).getByRole("listitem");
      const listed = Math.min(project.technologies.length, 3);
      const more = project.technologies.length - listed;
      await expect(technologies).toHaveCount(listed + (more > 0 ? 1 : 0));
      if (more > 0) await expect(technologies.last()).toHaveText(`+${more} more`);
      // The seats the database has left (other tests take some meanwhile).
      await expect(card.getByText(/^(\d+ seats? left|Full)$/).first()).toBeVisible();
    }

    const first = pipelineProjects[0]!;
    const register = page
      .getByRole("article", { name: first.title })
      .getByRole("button", { name: `Register Now for ${first.title}` });
    await register.click();
    const dialog = page.getByRole("dialog", { name: `Register for ${first.title}` });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(
      "₹500, including project materials, mentorship and certification",
    );
    await checkAccessibility();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(register).toBeFocused();
  },
);

test("Projects shows the completed gallery and a call to action", async ({ page }) => {
  await page.goto("/projects");
  const gallery = page.getByRole("region", { name: "Completed projects" });
  await expect(gallery.getByRole("article")).toHaveCount(4);
  await expect(gallery.getByRole("img")).toHaveCount(8);
  await expect(gallery.getByText("Goal")).toHaveCount(4);
  await expect(page.getByRole("link", { name: "Contact us" }).last()).toHaveAttribute(
    "href",
    "/contact",
  );
});

test("Contact shows email, call, WhatsApp and office cards and the form", async ({ page }) => {
  await page.goto("/contact");
  for (const title of ["Email", "Call", "WhatsApp", "Office"]) {
    await expect(page.getByRole("heading", { name: title, exact: true })).toBeVisible();
  }
  await expect(page.getByRole("link", { name: "Chat on WhatsApp" })).toHaveAttribute(
    "href",
    /^https:\/\/wa\.me\/919876543210\?text=/,
  );
  await expect(
    page.getByRole("main").getByRole("link", { name: "+91 98765 43210" }),
  ).toHaveAttribute("href", "tel:+919876543210");
  await expect(page.getByRole("textbox", { name: "Message" })).toBeVisible();
});

test("Book a slot shows the booking form and the information panels", async ({ page }) => {
  await page.goto("/book-slot");
  await expect(page.getByRole("textbox", { name: "Organization name" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "What happens after you book" })).toBeVisible();
  await expect(page.getByText("We call or email you within 24 hours")).toBeVisible();
});

test(
  "every image has a size and a text alternative, and off-screen ones load lazily",
  phone,
  async ({ page }) => {
    for (const path of ["/", "/about", "/projects", "/blog"]) {
      await page.goto(path);
      const images = await page.locator("img").evaluateAll((nodes) =>
        nodes.map((img) => ({
          src: img.getAttribute("src"),
          width: img.getAttribute("width"),
          height: img.getAttribute("height"),
          alt: img.getAttribute("alt"),
          loading: img.getAttribute("loading"),
          top: img.getBoundingClientRect().top,
        })),
      );
      for (const image of images) {
        expect(image.width, `${path} ${image.src}`).toMatch(/^\d+$/);
        expect(image.height, `${path} ${image.src}`).toMatch(/^\d+$/);
        expect(image.alt, `${path} ${image.src}`).not.toBeNull();
        if (image.top > 1500) expect(image.loading, `${path} ${image.src}`).toBe("lazy");
      }
    }
  },
);
