/**
 * The portfolio's records read as the build reads them (scripts/content-files.ts), for tests that run outside
 * the build: the projects in the portfolio's order and the testimonials.
 */
import { readContentFolders } from "../../../scripts/content-files";

const RECORDS = readContentFolders();

export const PROJECT_RECORDS = RECORDS.projects;
export const TESTIMONIAL_RECORDS = RECORDS.testimonials;
