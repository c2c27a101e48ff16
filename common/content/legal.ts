/**
 * Privacy policy and terms of service (docs/product/public-site.md § Legal pages), shown on their pages and quoted
 * by Melie when a visitor asks what they say (docs/product/chat-assistant.md § How we work). What the forms
 * collect follows the stored fields (docs/product/operations.md § Tables); payment terms are
 * 33% / 33% / 34% (docs/product/client-area.md § Payment terms), not a 50% deposit.
 */
import { brand } from "../brand";

export interface LegalSection {
  id: string;
  heading: string;
  /** Other words visitors ask it with, for the site's search. */
  keywords?: string;
  paragraphs?: string[];
  list?: Array<{ term?: string; text: string }>;
  /** A closing paragraph that links to the contact page. */
  contactLine?: string;
}

export interface LegalDocument {
  title: string;
  lastUpdated: string;
  intro: string;
  sections: LegalSection[];
}

export const LAST_UPDATED = "July 11, 2025";

export const privacyPolicy: LegalDocument = {
  title: "Privacy Policy",
  lastUpdated: LAST_UPDATED,
  intro: `This policy explains what personal information ${brand.name} collects through this website, why we collect it, how long we keep it and the choices you have. We collect only what we need to answer you and deliver your project, and we never sell your information.`,
  sections: [
    {
      id: "what-we-collect",
      keywords: "data personal information collect collected",
      heading: "What we collect and why",
      paragraphs: [
        "We only receive the information you choose to send us through our forms. Each form collects the following:",
      ],
      list: [
        {
          term: "Contact form",
          text: "Your name, email address and, if you provide them, business name, phone number, the package you are interested in, your website address and project details. We use them to reply to your inquiry and prepare a recommendation or estimate.",
        },
        {
          term: "Website audit",
          text: "The website address you ask us to analyze. We fetch that public page, store the resulting scores and recommendations, and may use them to follow up if you request a manual analysis.",
        },
        {
          term: "Mood board generator",
          text: "Your project name, project type, target audience, business goals, style and color preferences and, optionally, your email address. We use them to generate your mood board and, if you share your email, to discuss it with you.",
        },
        {
          term: "Project slot reservations",
          text: "Your name, email address, the package and development slot you choose, project details and, optionally, your business name, phone number, budget and timeline. We use them to hold your slot and contact you within 24 hours.",
        },
        {
          term: "Consultation booking",
          text: "Your name, email address, consultation type, preferred date and time and, optionally, phone, company, current website, budget, timeline, goals and project details. We use them to schedule and prepare for your call.",
        },
        {
          term: "Client intake",
          text: "Contact and company details, industry, service type, budget, timeline, goals, challenges, target audience, communication preference and project description. We use them to plan your project and prepare your onboarding.",
        },
        {
          term: `Chat assistant (${brand.assistantName})`,
          text: "The messages you type in the chat and the assistant's replies. We keep each conversation so that our team can review the questions visitors ask and improve the answers; where an AI provider is configured, your messages are sent to it to generate a reply. If you give your email address in the chat, we store it with your question as an inquiry so that we can contact you. Please do not share sensitive personal information in the chat.",
        },
      ],
    },
    {
      id: "technical-data",
      heading: "Technical information",
      paragraphs: [
        "Our server records basic request information (such as the page requested, the time and your IP address) to keep the site secure, prevent abuse such as spam submissions, and diagnose errors. The site uses your browser's local storage only for features you use, such as remembering a name you save in the client area or keeping you signed in. We do not use advertising cookies or third-party trackers, and the site loads no fonts, scripts or images from other companies.",
      ],
    },
    {
      id: "visit-counting",
      keywords: "cookies cookie tracking analytics count visits",
      heading: "How we count visits",
      paragraphs: [
        "To learn which pages and which sources bring us inquiries, our own server counts the views of our public pages. No cookie is set and nothing is stored in your browser, and nothing is sent to another company. We count the page you view, the website that linked you to us (its name only, such as news.example.com) and the campaign named in the link (its utm_source, utm_medium and utm_campaign). To tell visitors apart within one day without knowing who they are, we keep a one-way code made from that day's random key, your IP address and your browser's name; the key is deleted after the day, so a visit cannot be linked to you or to your visits on other days, and your IP address is not stored.",
        "We do not count views from robots, from automated or headless browsers, or from a browser that sends the Global Privacy Control signal. The counts of each page view are kept for 30 days; after that, only daily totals per page, source and campaign are kept, for two years.",
        "When you send us an inquiry, booking or request, we note with it where your visit began (the first page, the linking website and the campaign) and the page you sent it from, so that we know which pages and campaigns bring inquiries. This note is part of your inquiry: it is kept and deleted with it.",
      ],
    },
    {
      id: "legal-basis",
      heading: "How we use your information",
      list: [
        { text: "To respond to your inquiries, bookings and requests (steps you ask us to take before a contract)." },
        { text: "To deliver and support a project we have agreed with you (performance of a contract)." },
        { text: "To keep the website secure and working properly (our legitimate interests)." },
        { text: "To meet accounting, tax and other legal obligations." },
      ],
      paragraphs: [
        "We do not use your information for automated decision-making, and we only send marketing emails if you have asked to receive them.",
      ],
    },
    {
      id: "sharing",
      heading: "Who we share it with",
      paragraphs: [
        "We share information only with service providers that help us run our business — such as our hosting provider, email provider and, where configured, the AI provider that generates chat replies — under agreements that require them to protect it and use it only on our instructions. We may disclose information if the law requires it. We never sell or rent personal information.",
      ],
    },
    {
      id: "retention",
      keywords: "keep kept retention stored store data information chat conversation conversations messages write",
      heading: "How long we keep it",
      list: [
        {
          text: "Inquiries, audit requests, mood boards, reservations and consultation requests that do not lead to a project: up to 24 months, then deleted.",
        },
        {
          text: "Client intake and project records: for the duration of the project and up to 7 years afterwards, as required for accounting and legal purposes.",
        },
        { text: "Server logs: up to 90 days." },
        {
          text: "Chat conversations: up to 12 months, then deleted; an email address you give in the chat is kept as an inquiry (up to 24 months).",
        },
      ],
    },
    {
      id: "security",
      heading: "How we protect it",
      paragraphs: [
        "Information is transmitted over encrypted connections (HTTPS), stored on access-controlled servers, and available only to the team members who need it. No system is perfectly secure, but we review our safeguards regularly and will notify you and the relevant authorities of any breach as the law requires.",
      ],
    },
    {
      id: "your-rights",
      keywords: "rights delete erase erased access export copy personal data gdpr",
      heading: "Your rights",
      paragraphs: ["Depending on where you live, you have the right to:"],
      list: [
        { text: "Access the personal information we hold about you and receive a copy." },
        { text: "Correct information that is inaccurate or incomplete." },
        {
          text: "Ask us to delete your information, where we are not required to keep it. Invoices we must keep for accounting stay, with your name and contact details removed.",
        },
        { text: "Object to or restrict how we use your information." },
        {
          text: "Receive your information in a portable format (one JSON file of everything held under your email address).",
        },
        { text: "Withdraw consent at any time, where we rely on consent." },
        { text: "Complain to your local data protection authority." },
      ],
      contactLine: "To exercise any of these rights, contact us through our",
    },
    {
      id: "children",
      heading: "Children",
      paragraphs: [
        "This website is intended for businesses and is not directed at children under 16. We do not knowingly collect their information.",
      ],
    },
    {
      id: "changes",
      heading: "Changes to this policy",
      paragraphs: [
        "We may update this policy as our services change. The date at the top shows when it was last revised; significant changes will be highlighted on this page.",
      ],
    },
    {
      id: "contact",
      heading: "Contact us",
      contactLine: "Questions about this policy or your information? Reach us any time through our",
    },
  ],
};

export const termsOfService: LegalDocument = {
  title: "Terms of Service",
  lastUpdated: LAST_UPDATED,
  intro: `These terms govern your use of this website and the web design and development services ${brand.name} provides. By using the site or engaging us for a project you agree to them. A signed proposal or statement of work for your project takes precedence where it differs.`,
  sections: [
    {
      id: "services",
      heading: "Our services",
      paragraphs: [
        "We design, build and support websites, web applications and related digital services. The scope, deliverables, timeline and price of each project are set out in a written proposal that you accept before work begins. Prices shown on this website are starting prices; your proposal states the final fixed price.",
      ],
    },
    {
      id: "payment",
      heading: "Payment terms",
      paragraphs: ["Unless your proposal says otherwise, project fees are invoiced in three installments:"],
      list: [
        { term: "33% deposit", text: "due on signing, to reserve your development slot and begin work." },
        { term: "33% at design approval", text: "due when you approve the designs and development begins." },
        { term: "34% at launch", text: "due when the website is ready to go live, before launch." },
      ],
    },
    {
      id: "invoices",
      keywords:
        "invoice invoices due overdue late payable pay within days recurring monthly maintenance cancel cancelled canceled notice",
      heading: "Invoices, recurring fees and late payment",
      paragraphs: [
        "Invoices are payable within 14 days. Recurring fees, such as monthly support or maintenance plans, are billed in advance each month and can be canceled with 30 days' written notice. We may pause work on overdue accounts after giving you notice.",
      ],
    },
    {
      id: "client-responsibilities",
      keywords: "responsibilities provide content feedback approvals delays",
      heading: "Your responsibilities",
      paragraphs: [
        "You agree to provide content, feedback and approvals in good time, and confirm that you have the right to use any text, images, logos or other material you give us. Timelines depend on timely feedback; delays on your side may move the launch date.",
      ],
    },
    {
      id: "revisions",
      keywords: "revisions revision rounds changes scope extra additional",
      heading: "Revisions and changes in scope",
      paragraphs: [
        "Each proposal includes the rounds of revisions it states. Requests beyond the agreed scope are welcome; we will quote them in writing, and carry them out only after you approve the quote.",
      ],
    },
    {
      id: "ownership",
      keywords: "own owner ownership code source files rights intellectual property belong",
      heading: "Ownership and intellectual property",
      paragraphs: [
        "When all invoices for a project are paid in full, you own the final website design, content created for you and the custom code written for your project. Third-party software, fonts and libraries remain subject to their own licenses. We may show the finished work in our portfolio unless you ask us not to.",
      ],
    },
    {
      id: "warranty",
      keywords: "warranty bugs bug defects defect broken breaks fix fixes fixed free",
      heading: "30-day warranty",
      paragraphs: [
        "For 30 days after launch we fix, at no charge, any defect in the work we delivered that causes it to differ from the agreed scope. The warranty does not cover changes made by others, new features, third-party service outages, or content updates; these can be covered by a support plan.",
      ],
    },
    {
      id: "hosting",
      heading: "Hosting and third-party services",
      paragraphs: [
        "Where your site relies on hosting, domain, payment, email or other third-party services, their terms and availability apply. We are not responsible for their outages or changes, but we will help you resolve issues that affect your site.",
      ],
    },
    {
      id: "cancellation",
      keywords: "cancel cancelling cancellation refund refundable money back stop quit",
      heading: "Cancellation",
      paragraphs: [
        "Either party may end a project in writing. You pay for work completed up to that date; the deposit covers the reservation of your slot and initial work and is non-refundable once work has begun.",
      ],
    },
    {
      id: "liability",
      heading: "Limitation of liability",
      paragraphs: [
        "We provide our services with reasonable skill and care. To the extent the law allows, our total liability for any claim relating to a project is limited to the fees you paid for that project, and we are not liable for indirect losses such as lost profits or data. Nothing in these terms limits liability that cannot be limited by law.",
      ],
    },
    {
      id: "website-use",
      heading: "Use of this website",
      paragraphs: [
        "The content, tools and estimates on this website are provided for general information. Audit results and price calculations are indicative and do not form an offer until confirmed in a proposal. Please do not misuse the site, its forms or its tools, or attempt to disrupt it.",
      ],
    },
    {
      id: "changes",
      heading: "Changes to these terms",
      paragraphs: [
        "We may update these terms from time to time. The version in force when you accept a proposal applies to that project.",
      ],
    },
    {
      id: "contact",
      heading: "Contact us",
      contactLine: "Questions about these terms? Get in touch through our",
    },
  ],
};
