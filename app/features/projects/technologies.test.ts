import { describe, expect, it } from "vitest";
import { cardTechnologies } from "./technologies";

describe("cardTechnologies", () => {
  it("shows at most three technologies and counts the rest", () => {
    expect(cardTechnologies(["React", "Node.js", "PostgreSQL", "Docker", "Redis"])).toEqual({
      shown: ["React", "Node.js", "PostgreSQL"],
      more: 2,
    });
  });

  it("shows all of three or fewer, with nothing more", () => {
    expect(cardTechnologies(["Python", "FastAPI"])).toEqual({
      shown: ["Python", "FastAPI"],
      more: 0,
    });
  });
});
