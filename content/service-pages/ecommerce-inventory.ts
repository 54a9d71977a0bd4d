import type { ServicePageInput } from '@/lib/services/schema';

const page = {
  layout: 'common',
  slug: 'ecommerce-inventory',
  seo: {
    title: 'E-commerce & Inventory Management Software in India',
    description:
      'Online stores and inventory software that keep stock, orders and marketplaces in sync. Plans from ₹5,000 a month for 1,000 products and two sales channels.',
    keywords: [
      'inventory management software India',
      'e-commerce development Bengaluru',
      'multi-channel inventory sync',
      'Amazon Flipkart inventory integration',
      'warehouse management',
      'online store development',
    ],
  },
  hero: {
    badge: 'E-commerce & Inventory',
    headline: 'Sell everywhere, count stock once',
    accent: 'count stock once',
    intro:
      'One system for your online store, your marketplaces and your warehouses. Every order updates stock on every channel within seconds, and you hear about a reorder before a customer hears "out of stock".',
    primary: {
      kind: 'whatsapp',
      label: 'Book a Live Demo',
      text: 'Hello Maninfini! I would like a demo of your e-commerce and inventory system: the dashboard, inventory tracking and multi-channel sync. When could we schedule it?',
    },
    secondary: {
      kind: 'whatsapp',
      label: 'Ask About Pricing',
      text: 'Hello Maninfini! Could you share pricing for your inventory plans, the features in each, and how long set-up takes for my catalogue?',
    },
    stats: [
      { value: '₹5,000', label: 'a month to start' },
      { value: 'Real-time', label: 'stock sync across channels' },
      { value: '24/7', label: 'support for store outages' },
    ],
  },
  highlights: {
    eyebrow: 'Orders to shelves',
    heading: 'Your store, marketplaces and warehouse on the same page',
    intro:
      'Most stock problems are sync problems: a sale on Flipkart that the website never hears about, a return nobody put back on the shelf. We join those dots so the number on screen is the number on the rack.',
    checklist: [
      'Storefronts on Shopify, WooCommerce or fully custom',
      'Live stock sync with Amazon, Flipkart, Meesho and your site',
      'Multi-warehouse and multi-location stock',
      'Barcode and QR scanning from any phone',
      'Low-stock alerts and suggested reorder quantities',
      'GST invoices, returns and credit notes',
      'Courier booking and tracking via Shiprocket and others',
    ],
    why: {
      title: 'Why retailers choose Maninfini',
      tone: 'brand',
      points: [
        'We build the store and the stock system together, so there is no integration gap to fall through.',
        'Simple monthly plans that grow with your catalogue: ₹5,000, ₹15,000 or ₹35,000 a month.',
        'Your product data is migrated for you, checked SKU by SKU before the switch-over.',
        'Outages during a sale are treated as emergencies, with 24/7 support on every plan.',
      ],
    },
  },
  features: {
    eyebrow: 'Features',
    heading: 'Everything between "add to cart" and "delivered"',
    intro: 'Built for Indian retail and distribution: GST, COD, marketplaces and more than one warehouse from day one.',
    items: [
      { icon: 'cart', title: 'Online storefront', description: 'A fast, mobile-first store with UPI, cards, COD and offers, designed to turn browsers into buyers.' },
      { icon: 'boxes', title: 'Inventory tracking', description: 'Stock by SKU, batch, expiry and location, with a full history of every movement and who made it.' },
      { icon: 'refresh', title: 'Multi-channel sync', description: 'Sales on any marketplace or your own site adjust available stock everywhere else within seconds.' },
      { icon: 'barcode', title: 'Barcode and scanning', description: 'Print labels, receive goods and pick orders by scanning with a phone camera or a handheld scanner.' },
      { icon: 'truck', title: 'Orders and shipping', description: 'One queue for all orders, automatic courier assignment, printed labels and tracking updates to customers.' },
      { icon: 'chart', title: 'Sales analytics', description: 'Best sellers, slow movers, margin by channel and a reorder forecast built from your own sales history.' },
    ],
  },
  fourItems: {
    kind: 'platforms',
    eyebrow: 'Platforms',
    heading: 'Works with the channels you already sell on',
    intro: 'Keep selling where your customers are. We connect each channel to one stock figure and one order queue.',
    items: [
      { icon: 'cart', title: 'Shopify and WooCommerce', description: 'Connect your existing store or let us build a new one, with products, prices and stock managed centrally.' },
      { icon: 'globe', title: 'Amazon, Flipkart and Meesho', description: 'Listings, orders and returns from the major Indian marketplaces flow into the same dashboard.' },
      { icon: 'database', title: 'Tally and accounting', description: 'Invoices, credit notes and stock values post to your accounting system without manual re-entry.' },
      { icon: 'truck', title: 'Courier aggregators', description: 'Shiprocket and direct courier integrations book pickups, print labels and pull tracking updates.' },
    ],
  },
  pricing: {
    heading: 'Inventory plans that grow with your catalogue',
    intro: 'Every plan includes set-up, data migration and support. Move up a plan at any time as your catalogue grows.',
    plans: [
      {
        name: 'Starter',
        price: '₹5,000',
        period: 'per month',
        description: 'For a growing brand selling on its own site and one marketplace.',
        features: ['Up to 1,000 products', '2 sales channels', 'Low-stock alerts', 'GST invoicing', 'Email and WhatsApp support'],
      },
      {
        name: 'Growth',
        price: '₹15,000',
        period: 'per month',
        popular: true,
        description: 'For multi-channel sellers who need stock in sync everywhere, all the time.',
        features: ['Up to 10,000 products', '5 sales channels', 'Multi-warehouse stock', 'Barcode scanning app', 'Reorder forecasting'],
      },
      {
        name: 'Enterprise',
        price: '₹35,000',
        period: 'per month',
        description: 'For distributors and large catalogues with complex fulfilment.',
        features: ['Unlimited products', 'Unlimited channels', 'Custom integrations and API access', 'Dedicated account manager', 'Priority 24/7 support'],
      },
    ],
    note: 'Prices exclude GST. Marketplace and payment-gateway fees are charged by those providers.',
  },
  closing: {
    heading: 'See your stock in sync before you commit',
    text: 'We will load a sample of your products into a live demo and show you an order flowing from a marketplace to the warehouse and back.',
    primary: {
      kind: 'whatsapp',
      label: 'Request a Demo',
      text: 'Hello Maninfini! Please set up a demo of your e-commerce platform for me: the dashboard, inventory tracking across warehouses and multi-channel sync.',
    },
    secondary: { kind: 'call', label: 'Call Our Team' },
  },
  faqs: [
    {
      question: 'How much does the inventory system cost?',
      answer: 'Plans are ₹5,000 a month for up to 1,000 products and 2 channels, ₹15,000 for up to 10,000 products and 5 channels, and ₹35,000 for unlimited products and channels. All prices exclude GST.',
    },
    {
      question: 'Which marketplaces can you connect?',
      answer: 'Amazon, Flipkart and Meesho, plus Shopify and WooCommerce stores and custom websites. If you sell on another channel with an API, we can usually add it.',
    },
    {
      question: 'How long does it take to go live?',
      answer: 'A store of a few hundred products on two channels is usually live within two weeks. Larger catalogues and multiple warehouses take longer, and we agree the date before we start.',
    },
    {
      question: 'Will you move my existing product data?',
      answer: 'Yes. We import your products, variants, images and opening stock from spreadsheets or your current platform, and we reconcile counts with you before switching over.',
    },
    {
      question: 'Does it handle GST, returns and COD?',
      answer: 'Yes. It produces GST-compliant invoices and credit notes, puts returned items back into stock after inspection, and reconciles cash-on-delivery remittances by order.',
    },
  ],
  reviews: [
    {
      author: 'Sanjay Agarwal',
      rating: 5,
      reviewTitle: 'No more overselling on marketplaces',
      reviewBody: 'We sell 2,400 SKUs on three marketplaces and our own site. Since moving to Maninfini’s system we have not cancelled a single order for stock we did not have.',
      datePublished: '2024-01-11',
    },
    {
      author: 'Divya Ramesh',
      rating: 5,
      reviewTitle: 'Two warehouses, one accurate number',
      reviewBody: 'Barcode receiving and the low-stock alerts changed how our team works. Month-end stock counts that took two days now take an afternoon.',
      datePublished: '2024-01-22',
    },
  ],
  howTo: {
    name: 'How to set up e-commerce and inventory management with Maninfini',
    description: 'Four quick steps to get a demo and a set-up plan for your store, marketplaces and warehouses.',
    totalTime: 'PT12M',
    steps: [
      { name: 'List your channels', text: 'Note every place you sell today: your website, marketplaces, retail counters and wholesale.' },
      { name: 'Export a product sample', text: 'Export a spreadsheet of your products with SKUs, prices and current stock levels.' },
      { name: 'Book the live demo', text: 'Send us a WhatsApp message to book a demo that uses your own sample products.' },
      { name: 'Choose your plan', text: 'Pick the plan that matches your catalogue size and channels, and agree the go-live date.' },
    ],
    tools: ['Product spreadsheet with SKUs', 'Marketplace seller accounts', 'A smartphone for barcode scanning'],
  },
  // A short drawn video: one product's stock on four channels, before and after one stock
  // figure, through a sale and a reorder alert. The shop and its numbers are an example.
  video: {
    format: 'video',
    name: 'One sale, four channels',
    description:
      'What happens to one product’s stock on your website and three marketplaces, before and after one stock figure, when a sale comes in and when stock runs low.',
    keywords: ['inventory management', 'multi-channel sync', 'e-commerce', 'reorder alerts'],
    genre: 'Technology',
    scenes: [
      {
        kind: 'stock',
        title: 'One kurta, four channels',
        product: 'Indigo kurta · size M',
        channels: ['Website', 'Amazon', 'Flipkart', 'Meesho'],
        steps: [
          { counts: [14, 12, 14, 11], note: 'Without sync, each channel counts on its own.', cue: 'Four tiles show three different counts for the same kurta, in red.' },
          { counts: [14, 14, 14, 14], note: 'With one stock figure, every channel shows the same number.', cue: 'All four tiles now show the same count, in teal.' },
          { counts: [13, 13, 13, 13], sale: 2, note: 'A sale on Flipkart updates every channel within seconds.', cue: 'The Flipkart tile lights up with a sale and every tile drops by one together.' },
          { counts: [4, 4, 4, 4], alert: 'Low stock: 4 left. Suggested reorder: 40', note: 'Before the rack is empty, you hear what to reorder.', cue: 'Every tile reads 4 and an amber alert appears under them with a suggested reorder.' },
        ],
      },
    ],
  },
} satisfies ServicePageInput;

export default page;
