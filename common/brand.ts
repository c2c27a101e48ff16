/** The agency's identity, used by pages, structured data, emails and the chat assistant. */
export const brand = {
  name: "Meridian Studio",
  shortName: "Meridian",
  email: "hello@meridianstudio.dev",
  assistantName: "Melie",
  taglines: {
    category: "Website Design & Development",
    promise: "Transforming Digital Presence",
    pitch: "A website that works. Fast, stunning, and built to convert.",
    craft: "No templates. No gimmicks. Just handcrafted code tailored to you.",
  },
} as const;
