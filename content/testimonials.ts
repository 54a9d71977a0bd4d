/**
 * The fourteen testimonials of the home carousel. The clients are
 * fictional sample customers; portraits are generated illustrations under /clients/people/.
 */

export type Testimonial = {
  tempId: number;
  testimonial: string;
  by: string;
  imgSrc: string;
  stars: 1 | 2 | 3 | 4 | 5;
};

export const testimonials: readonly Testimonial[] = [
  {
    tempId: 0,
    testimonial: 'Our WhatsApp bot now takes 70% of repeat orders without anyone touching a keyboard. The order desk finally goes home on time.',
    by: 'Priya Menon, Operations Head at Kaveri Foods, Mysuru',
    imgSrc: '/clients/people/priya-menon.svg',
    stars: 5,
  },
  {
    tempId: 1,
    testimonial: 'They migrated our ERP to Azure over one weekend. Monday morning, nobody on the shop floor noticed, which is the best compliment I can give.',
    by: 'Rajesh Kulkarni, CFO at Deccan Precision Tools, Pune',
    imgSrc: '/clients/people/rajesh-kulkarni.svg',
    stars: 5,
  },
  {
    tempId: 2,
    testimonial: 'Clear plans, a working demo every fortnight, and a security report we handed straight to our auditors.',
    by: 'Daniel Hughes, CTO at Harbourline Logistics, Manchester',
    imgSrc: '/clients/people/daniel-hughes.svg',
    stars: 5,
  },
  {
    tempId: 3,
    testimonial: 'Stock counts across our three warehouses and two marketplaces finally agree with each other. Reorder alerts alone paid for the project.',
    by: 'Sneha Agarwal, Founder of Loomkart, Jaipur',
    imgSrc: '/clients/people/sneha-agarwal.svg',
    stars: 5,
  },
  {
    tempId: 4,
    testimonial: 'The offshore team they assembled felt like ours from week two. Good engineers, honest estimates, and they speak up when a plan is wrong.',
    by: 'Mark Jensen, VP Engineering at Nordvik Health, Oslo',
    imgSrc: '/clients/people/mark-jensen.svg',
    stars: 4,
  },
  {
    tempId: 5,
    testimonial: 'Our new packaging doubled shelf pick-up in the pilot stores. The design team understood the brand better than our last agency did in three years.',
    by: 'Lakshmi Narayanan, Marketing Director at Southern Spice Co., Chennai',
    imgSrc: '/clients/people/lakshmi-narayanan.svg',
    stars: 5,
  },
  {
    tempId: 6,
    testimonial: 'The fraud model flags the right transactions and, just as important, leaves the good customers alone. False positives dropped by half.',
    by: 'Omar Al-Farsi, Risk Manager at Gulfstar Payments, Dubai',
    imgSrc: '/clients/people/omar-al-farsi.svg',
    stars: 5,
  },
  {
    tempId: 7,
    testimonial: 'The virtual office gave us a Bengaluru address and a receptionist on day one. Perfect for a foreign company testing the Indian market.',
    by: 'Sophie Laurent, Country Lead at Atelier Numérique, Lyon',
    imgSrc: '/clients/people/sophie-laurent.svg',
    stars: 4,
  },
  {
    tempId: 8,
    testimonial: 'Our clinic appointment reminders go out on WhatsApp now. No-shows fell from one in five to one in twenty.',
    by: 'Dr. Anil Sharma, Director at CareFirst Clinics, Hyderabad',
    imgSrc: '/clients/people/anil-sharma.svg',
    stars: 5,
  },
  {
    tempId: 9,
    testimonial: 'Good work on the storefront, though the first release slipped by a week. They owned it, stayed late, and the launch went smoothly.',
    by: 'Emily Carter, Owner of Maple & Thread, Toronto',
    imgSrc: '/clients/people/emily-carter.svg',
    stars: 3,
  },
  {
    tempId: 10,
    testimonial: 'Penetration test findings came with fixes, not just a PDF. Our ISO audit closed with zero major non-conformities.',
    by: 'Vikram Chauhan, IT Head at Sahyadri Co-operative Bank, Kolhapur',
    imgSrc: '/clients/people/vikram-chauhan.svg',
    stars: 5,
  },
  {
    tempId: 11,
    testimonial: 'The HRM module replaced four spreadsheets and a lot of arguments about leave balances. Payroll day is boring now, as it should be.',
    by: 'Fatima Sheikh, HR Manager at Coastal Build Infra, Mangaluru',
    imgSrc: '/clients/people/fatima-sheikh.svg',
    stars: 4,
  },
  {
    tempId: 12,
    testimonial: 'We came for a website and stayed for the CRM. Leads from the site land in the pipeline with the whole conversation attached.',
    by: 'James O’Connell, Managing Partner at Brightwater Advisory, Dublin',
    imgSrc: '/clients/people/james-oconnell.svg',
    stars: 5,
  },
  {
    tempId: 13,
    testimonial: 'Cloud bills down 34% after their optimisation review, with better uptime than before. I wish we had called them a year earlier.',
    by: 'Arvind Pillai, Co-founder of Tiffinly, Kochi',
    imgSrc: '/clients/people/arvind-pillai.svg',
    stars: 5,
  },
];
