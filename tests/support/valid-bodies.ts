/**
 * Valid request bodies that the route tests and the API fuzzer share: the
 * route tests vary one field at a time from them, the fuzzer mutates them.
 * Each call returns a fresh object, so a test may change its copy.
 */

import { formToken } from "./form-token";

/** A complete client intake (POST /api/client-intake). */
export function intakeBody() {
  return {
    contactName: "Ada Lovelace",
    companyName: "Analytical Engines",
    email: "ada@example.com",
    phone: "+44 20 7946 0000",
    website: "https://engines.example",
    industry: "Technology",
    serviceType: "growth-engine",
    budget: "$5,000 - $10,000",
    timeline: "1-2 months",
    goals: "Double the qualified leads from our website",
    currentChallenges: "The current site is slow and hard to update",
    targetAudience: "Engineering managers",
    communicationPreference: "Video calls",
    projectDescription: "A fast, modern marketing site with a CMS, case studies and a quote request flow.",
    ...formToken("client-intake"),
  };
}

/** A complete mood board request (POST /api/mood-board). */
export function moodBoardBody() {
  return {
    projectName: "Hale & Whitcombe LLP",
    projectType: "Corporate Website",
    targetAudience: "Business owners facing commercial disputes",
    businessGoals: "Win more high-value litigation clients",
    brandPersonality: ["Authoritative", "Trustworthy"],
    colorPreferences: ["Professional Blue"],
    stylePreferences: ["Classic", "Light Theme"],
    inspirationDescription: "Oak-panelled libraries and crisp legal stationery",
    clientEmail: "partner@halewhitcombe.example",
  };
}
