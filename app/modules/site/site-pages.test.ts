import { describe, expect, it } from "vitest";
import { aboutFigures, LEGAL_SECTIONS, telephoneHref } from "./site-pages";

describe("aboutFigures", () => {
  it("lists the catalog's figures in the about page's order, each with its label", () => {
    const figures = aboutFigures({
      cpus: 12,
      intelCpus: 5,
      amdCpus: 7,
      measuredScores: 40,
      visitorResults: 3,
      cpusWithVisitorResults: 2,
    });
    expect(figures).toEqual([
      { label: "about.figures.cpus", value: 12 },
      { label: "about.figures.intel", value: 5 },
      { label: "about.figures.amd", value: 7 },
      { label: "about.figures.scores", value: 40 },
      { label: "about.figures.visitorResults", value: 3 },
      { label: "about.figures.visitorCpus", value: 2 },
    ]);
  });

  it("leaves out the visitors' figures while there are none", () => {
    const figures = aboutFigures({
      cpus: 12,
      intelCpus: 5,
      amdCpus: 7,
      measuredScores: 40,
      visitorResults: 0,
      cpusWithVisitorResults: 0,
    });
    expect(figures.map((figure) => figure.label)).toEqual([
      "about.figures.cpus",
      "about.figures.intel",
      "about.figures.amd",
      "about.figures.scores",
    ]);
  });
});

describe("the legal page", () => {
  it("has the privacy section other pages link to (/legal-info#privacy)", () => {
    expect(LEGAL_SECTIONS.map((section) => section.id)).toContain("privacy");
  });

  it("dials a published number by its digits and leading plus", () => {
    expect(telephoneHref("+49 (30) 1234-567")).toBe("tel:+49301234567");
  });
});
