/**
 * Each sample project's page, composed from the kit (./kit.ts) in the project's own look: its brand, fonts,
 * colours and the part of the site its case study is about (a booking card, a product grid, a menu…).
 * The agency's own site is not here: its screenshots are taken from the running site itself.
 */
import { esc, hero, landscape, page, section, type Theme, topNav } from "./kit";

const fonts = {
  fraunces: { family: "Fraunces", file: "@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2" },
  inter: { family: "Inter", file: "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2" },
  manrope: { family: "Manrope", file: "@fontsource-variable/manrope/files/manrope-latin-wght-normal.woff2" },
  grotesk: {
    family: "Space Grotesk",
    file: "@fontsource-variable/space-grotesk/files/space-grotesk-latin-wght-normal.woff2",
  },
  serif4: {
    family: "Source Serif 4",
    file: "@fontsource-variable/source-serif-4/files/source-serif-4-latin-wght-normal.woff2",
  },
  syne: { family: "Syne", file: "@fontsource-variable/syne/files/syne-latin-wght-normal.woff2" },
  fredoka: { family: "Fredoka", file: "@fontsource-variable/fredoka/files/fredoka-latin-wght-normal.woff2" },
  playfair: {
    family: "Playfair Display",
    file: "@fontsource/playfair-display/files/playfair-display-latin-600-normal.woff2",
    weight: "600",
  },
  archivo: {
    family: "Archivo Black",
    file: "@fontsource/archivo-black/files/archivo-black-latin-400-normal.woff2",
    weight: "400",
  },
  plex: {
    family: "IBM Plex Sans",
    file: "@fontsource/ibm-plex-sans/files/ibm-plex-sans-latin-400-normal.woff2",
    weight: "400",
  },
} as const;

const list = (items: string[], render: (item: string, index: number) => string) => items.map(render).join("");

function keystone(root: string): string {
  const theme: Theme = {
    ground: "#101418",
    text: "#f4f1ea",
    muted: "#a3a9b1",
    accent: "#f5a524",
    onAccent: "#14110b",
    surface: "#181e24",
    line: "#2a323b",
    display: fonts.archivo,
    body: fonts.inter,
    radius: 6,
  };
  const milestones: Array<[string, number, string]> = [
    ["Foundations poured", 100, "Done"],
    ["Steel frame", 72, "On schedule"],
    ["Roofing", 35, "Starts Jun 12"],
    ["Interior fit-out", 8, "Bids open"],
  ];
  const dashboard = `<div class="card" style="padding:26px"><div class="row"><strong>Riverside Medical Center</strong><span class="pill on">Week 14 of 38</span></div>
<div class="grid g3 keep" style="margin:20px 0;grid-template-columns:repeat(3,1fr)">${list(
    ["12 change orders", "3 open RFIs", "486 site photos"],
    (item) =>
      `<div class="card" style="padding:14px;background:#101418"><strong style="font-size:20px">${esc(item.split(" ")[0] ?? "")}</strong><div class="muted small">${esc(item.split(" ").slice(1).join(" "))}</div></div>`,
  )}</div>
${list(
  milestones.map(([name]) => name),
  (name, index) => {
    const [, done, note] = milestones[index] ?? ["", 0, ""];
    return `<div style="margin-top:14px"><div class="row small"><span>${esc(name)}</span><span class="muted">${esc(note)}</span></div><div class="bar" style="margin-top:6px"><b style="width:${done}%"></b></div></div>`;
  },
)}</div>`;
  return page(
    theme,
    `${topNav("KEYSTONE", ["Projects", "Bids", "Schedules", "Crews"], "Client login")}
${hero({ eyebrow: "Commercial construction", title: "Every site. One schedule. No surprises.", lead: "Bids, schedules, site photos and change orders in one place for owners, site managers and crews.", primary: "Request a bid", secondary: "See live projects", visual: dashboard })}
${section("Built for the job site", `<div class="grid g3">${list(["Live schedules", "Photo logs from the field", "Change orders signed online"], (item) => `<div class="card"><h3 style="font-size:19px;margin-bottom:8px">${esc(item)}</h3><p class="muted small">Updated from any phone on site, seen by the client the same minute.</p></div>`)}</div>`)}`,
    root,
  );
}

function harborDental(root: string): string {
  const theme: Theme = {
    ground: "#f6fbfc",
    text: "#0d2b33",
    muted: "#4f6b72",
    accent: "#0e8fa6",
    onAccent: "#ffffff",
    surface: "#ffffff",
    line: "#d6e8ec",
    display: fonts.fraunces,
    body: fonts.inter,
    radius: 18,
  };
  const booking = `<div class="card" style="padding:28px;box-shadow:0 24px 60px -30px rgba(14,143,166,.45)"><h3 style="font-size:24px">Request an appointment</h3><p class="muted small" style="margin:6px 0 18px">We reply within one working day.</p>
<div class="grid" style="gap:12px"><div class="field">Cleaning &amp; check-up</div><div class="grid g2 keep" style="gap:12px;grid-template-columns:1fr 1fr"><div class="field">Tue, Jun 10</div><div class="field">9:30 AM</div></div><div class="field">Your name</div><a class="btn" style="justify-content:center">Request this time</a></div></div>`;
  return page(
    theme,
    `${topNav("Harbor Dental", ["Treatments", "Our team", "New patients", "Visit us"], "Book a visit")}
${hero({ eyebrow: "Family & cosmetic dentistry", title: "Gentle dentistry by the harbor.", lead: "Calm visits, clear prices and appointments that fit your week. New patients welcome.", primary: "Book a visit", secondary: "Treatment guides", visual: booking })}
${section("Treatment guides", `<div class="grid g3">${list(["Whitening", "Invisalign", "Implants"], (item, index) => `<div class="card"><div style="height:110px;border-radius:12px;margin-bottom:14px;background:linear-gradient(135deg,${["#bfe9f1", "#c9efe4", "#d7e6fb"][index]},#ffffff)"></div><h3 style="font-size:20px">${esc(item)}</h3><p class="muted small" style="margin-top:6px">What to expect, how long it takes and what it costs.</p></div>`)}</div>`)}`,
    root,
  );
}

function northline(root: string): string {
  const theme: Theme = {
    ground: "#f3f5f1",
    text: "#142018",
    muted: "#5b6b60",
    accent: "#1f7a4d",
    onAccent: "#ffffff",
    surface: "#ffffff",
    line: "#dde3dc",
    display: fonts.grotesk,
    body: fonts.grotesk,
    radius: 10,
  };
  const products: Array<[string, string, string]> = [
    ["Ridge 45L Pack", "$189", "#2f5d46"],
    ["Alpine Shell Jacket", "$249", "#c0572b"],
    ["Trailhead Boots", "$165", "#5b4636"],
    ["Summit Down Vest", "$139", "#2b4c7e"],
  ];
  return page(
    theme,
    `${topNav("NORTHLINE", ["Packs", "Jackets", "Footwear", "Camp"], "Cart (2)")}
${hero({ eyebrow: "Spring collection", title: "Gear that goes further.", lead: "Tested on real trails. Free returns, size guides on every product, checkout in one page.", primary: "Shop new arrivals", secondary: "Size guides", visual: landscape(["#cfe3d6", "#2f5d46", "#1f3b2c"], 10) })}
${section(
  "Bestsellers",
  `<div class="row" style="margin:-6px 0 18px;justify-content:flex-start;gap:8px;flex-wrap:wrap">${list(["All", "Waterproof", "Under $150", "Ultralight"], (item, index) => `<span class="pill${index === 0 ? " on" : ""}">${esc(item)}</span>`)}</div><div class="grid g4 keep">${list(
    products.map(([name]) => name),
    (name, index) => {
      const [, price, color] = products[index] ?? ["", "", ""];
      return `<div class="card" style="padding:12px"><div style="aspect-ratio:1;border-radius:8px;background:radial-gradient(circle at 50% 40%,${color} 0 34%,#e9ede7 35%)"></div><div style="margin-top:10px;font-weight:600">${esc(name)}</div><div class="muted small">${esc(price)}</div></div>`;
    },
  )}</div>`,
)}`,
    root,
  );
}

function brightpath(root: string): string {
  const theme: Theme = {
    ground: "#fffaf2",
    text: "#2b1a0d",
    muted: "#75604c",
    accent: "#e4572e",
    onAccent: "#ffffff",
    surface: "#ffffff",
    line: "#f0dfc8",
    display: fonts.fredoka,
    body: fonts.inter,
    radius: 22,
  };
  const courses: Array<[string, string, string]> = [
    ["Algebra Foundations", "Grades 7-9 · 12 weeks", "#f6b93b"],
    ["Essay Writing Lab", "Grades 9-12 · 8 weeks", "#e4572e"],
    ["Intro to Python", "Ages 12+ · 10 weeks", "#3c91e6"],
  ];
  const portal = `<div class="card" style="padding:24px"><div class="row"><strong>Parent portal</strong><span class="pill">Maya, grade 8</span></div>${list(
    ["Algebra Foundations", "Essay Writing Lab"],
    (name, index) =>
      `<div style="margin-top:16px"><div class="row small"><span>${esc(name)}</span><span class="muted">${[68, 40][index]}% complete</span></div><div class="bar" style="margin-top:6px"><b style="width:${[68, 40][index]}%"></b></div></div>`,
  )}<div class="card" style="margin-top:18px;background:#fff4e6;border:none"><strong>Next lesson</strong><div class="muted small">Thursday 4:30 PM with Ms. Okafor</div></div></div>`;
  return page(
    theme,
    `${topNav("BrightPath", ["Courses", "Tutors", "Parents", "Pricing"], "Enroll now")}
${hero({ eyebrow: "Tutoring that sticks", title: "Small classes. Big leaps.", lead: "Live lessons with expert tutors, a plan for every student and a portal where parents see the progress.", primary: "Find a course", secondary: "Meet the tutors", visual: portal })}
${section(
  "Popular courses",
  `<div class="grid g3">${list(
    courses.map(([name]) => name),
    (name, index) => {
      const [, meta, color] = courses[index] ?? ["", "", ""];
      return `<div class="card"><span class="pill" style="background:${color};color:#fff;border-color:${color}">Enrolling</span><h3 style="font-size:22px;margin:12px 0 6px">${esc(name)}</h3><p class="muted small">${esc(meta)}</p><div class="row" style="margin-top:16px"><strong>From $29 a lesson</strong><a class="btn" style="padding:9px 16px">Enroll</a></div></div>`;
    },
  )}</div>`,
)}`,
    root,
  );
}

function ledgerly(root: string): string {
  const theme: Theme = {
    ground: "#fbfbfd",
    text: "#141a33",
    muted: "#5a6180",
    accent: "#2b3fbf",
    onAccent: "#ffffff",
    surface: "#ffffff",
    line: "#e1e4f0",
    display: fonts.serif4,
    body: fonts.plex,
    radius: 4,
  };
  const request = `<div class="card" style="padding:28px;border-top:4px solid #2b3fbf"><h3 style="font-size:23px">Send documents securely</h3><p class="muted small" style="margin:6px 0 18px">Encrypted upload, straight to your accountant.</p><div class="grid" style="gap:12px"><div class="field">2025 tax return · W-2, 1099</div><div class="field" style="border-style:dashed;text-align:center;padding:22px">Drop files here or browse</div><a class="btn" style="justify-content:center">Send securely</a></div></div>`;
  return page(
    theme,
    `${topNav("Ledgerly", ["Services", "Industries", "Resources", "About"], "Client portal")}
${hero({ eyebrow: "Accounting & advisory", title: "Numbers you can build a business on.", lead: "Tax, bookkeeping and advisory for owner-led companies, from a firm that answers the phone.", primary: "Book a consultation", secondary: "Our services", visual: request })}
${section("How we help", `<div class="grid g4 keep">${list(["Tax planning", "Bookkeeping", "Payroll", "Advisory"], (item) => `<div class="card"><h3 style="font-size:20px">${esc(item)}</h3><p class="muted small" style="margin-top:6px">Fixed monthly fee, one dedicated accountant.</p></div>`)}</div>`)}`,
    root,
  );
}

function casaVerde(root: string): string {
  const theme: Theme = {
    ground: "#1c1f14",
    text: "#f6f1e3",
    muted: "#c2bca4",
    accent: "#d9a520",
    onAccent: "#1c1f14",
    surface: "#262a1b",
    line: "#3a3f2a",
    display: fonts.playfair,
    body: fonts.manrope,
    radius: 2,
  };
  const dishes: Array<[string, string, string]> = [
    ["Charred leeks", "romesco, hazelnut", "$14"],
    ["Handmade pappardelle", "braised lamb, pecorino", "$26"],
    ["Wood-fired bream", "salsa verde, lemon", "$31"],
    ["Olive oil cake", "crème fraîche, figs", "$11"],
  ];
  const reserve = `<div class="card" style="padding:28px"><h3 style="font-size:26px">Reserve a table</h3><div class="grid g2 keep" style="gap:12px;margin-top:18px;grid-template-columns:1fr 1fr"><div class="field">Fri, Jun 13</div><div class="field">2 guests</div></div><div class="row" style="margin:14px 0;gap:8px;justify-content:flex-start;flex-wrap:wrap">${list(["6:30", "7:00", "7:45", "8:15"], (time, index) => `<span class="pill${index === 1 ? " on" : ""}">${time} PM</span>`)}</div><a class="btn" style="width:100%;justify-content:center">Confirm reservation</a></div>`;
  return page(
    theme,
    `${topNav("Casa Verde", ["Menu", "Events", "Catering", "Visit"], "Reserve")}
${hero({ eyebrow: "Seasonal kitchen · Since 2014", title: "Cooked over fire, served with care.", lead: "A neighbourhood kitchen for long dinners, private events and catering from our garden.", primary: "Reserve a table", secondary: "See the menu", visual: reserve })}
${section(
  "Tonight's menu",
  `<div class="grid g2">${list(
    dishes.map(([name]) => name),
    (name, index) => {
      const [, note, price] = dishes[index] ?? ["", "", ""];
      return `<div class="row" style="border-bottom:1px dashed #3a3f2a;padding:14px 0"><div><div style="font-family:'Playfair Display';font-size:21px">${esc(name)}</div><div class="muted small">${esc(note)}</div></div><strong style="color:#d9a520">${esc(price)}</strong></div>`;
    },
  )}</div>`,
)}`,
    root,
  );
}

function atlas(root: string): string {
  const theme: Theme = {
    ground: "#0c1620",
    text: "#e8f1f6",
    muted: "#8fa6b6",
    accent: "#19b6d4",
    onAccent: "#06131b",
    surface: "#122230",
    line: "#1f3445",
    display: fonts.syne,
    body: fonts.inter,
    radius: 12,
  };
  const map = `<div class="card" style="padding:0;overflow:hidden"><svg viewBox="0 0 560 300" width="100%" style="display:block;background:#0f2130" aria-hidden="true">${list(
    ["M40 240 C160 180 220 200 300 130 S470 70 520 60", "M60 80 C180 120 260 90 360 170 S480 240 530 230"],
    (route, index) =>
      `<path d="${route}" fill="none" stroke="${index === 0 ? "#19b6d4" : "#5b7a8c"}" stroke-width="${index === 0 ? 4 : 2}" stroke-dasharray="${index === 0 ? "0" : "6 8"}"/>`,
  )}<circle cx="300" cy="130" r="9" fill="#19b6d4"/><circle cx="300" cy="130" r="20" fill="#19b6d4" opacity=".25"/><circle cx="40" cy="240" r="6" fill="#e8f1f6"/><circle cx="520" cy="60" r="6" fill="#e8f1f6"/></svg><div class="row" style="padding:16px 20px"><div><strong>ATL-20931</strong><div class="muted small">Dallas → Memphis · in transit</div></div><span class="pill on">ETA 4:10 PM</span></div></div>`;
  const shipments: Array<[string, string, string]> = [
    ["ATL-20931", "Dallas → Memphis", "In transit"],
    ["ATL-20917", "Tulsa → Little Rock", "Delivered"],
    ["ATL-20902", "Houston → Shreveport", "Loading"],
  ];
  return page(
    theme,
    `${topNav("ATLAS FREIGHT", ["Services", "Track", "Coverage", "Carriers"], "Get a quote")}
${hero({ eyebrow: "Regional LTL & FTL", title: "Freight that shows up on time. Every time.", lead: "Instant quotes, live tracking and one dashboard for every shipment across the South Central US.", primary: "Get a quote in 60s", secondary: "Track a shipment", visual: map })}
${section(
  "Your shipments",
  `<div class="card" style="padding:8px 20px">${list(
    shipments.map(([id]) => id),
    (id, index) => {
      const [, lane, status] = shipments[index] ?? ["", "", ""];
      return `<div class="row" style="padding:14px 0;${index > 0 ? "border-top:1px solid #1f3445" : ""}"><strong>${esc(id)}</strong><span class="muted hide-phone">${esc(lane)}</span><span class="pill${status === "In transit" ? " on" : ""}">${esc(status)}</span></div>`;
    },
  )}</div>`,
)}`,
    root,
  );
}

/** The pages by project id (the ids of app/content/portfolio.ts). */
export const PROJECT_PAGES: Record<string, (root: string) => string> = {
  "keystone-buildworks": keystone,
  "harbor-dental": harborDental,
  "northline-outfitters": northline,
  "brightpath-learning": brightpath,
  ledgerly,
  "casa-verde": casaVerde,
  "atlas-logistics": atlas,
};
