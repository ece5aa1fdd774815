// Copy of the sell page's marketing sections (spec §1/§2: free listing, no commission,
// fast, fair, hassle-free selling).

export interface Testimonial {
  name: string;
  city: string;
  car: string;
  quote: string;
}

export const TESTIMONIALS: readonly Testimonial[] = [
  {
    name: 'Priya Nair',
    city: 'Pune',
    car: 'Hyundai i20',
    quote: 'Listed my i20 on a Sunday evening and had three serious buyers calling by Tuesday. No commission, no haggling with middlemen.',
  },
  {
    name: 'Arjun Mehta',
    city: 'Ahmedabad',
    car: 'Maruti Suzuki Swift',
    quote: 'The price suggestion in Lakhs made it easy to set a fair number. Sold within a week to a family in Satellite.',
  },
  {
    name: 'Sandeep Kaur',
    city: 'Chandigarh',
    car: 'Honda City',
    quote: 'Uploading photos from my phone took two minutes. Buyers said the pictures were the clearest they had seen.',
  },
  {
    name: 'Ravi Teja',
    city: 'Hyderabad',
    car: 'Kia Seltos',
    quote: 'As a dealer I list every new trade-in here. The enquiries are genuine and the listings stay free.',
  },
  {
    name: 'Meera Joshi',
    city: 'Jaipur',
    car: 'Tata Nexon',
    quote: 'I could edit the price from My Listings when the market moved. The whole process felt fast, fair and hassle-free.',
  },
];

export interface Highlight {
  title: string;
  text: string;
  icon: string;
}

export const WHY_SELL: readonly Highlight[] = [
  { icon: '₹0', title: 'Free listing', text: 'Post your car at no cost. Listing limits depend on your account type.' },
  { icon: '0%', title: 'No commission', text: 'The full sale price is yours. We never take a cut.' },
  { icon: '✓', title: 'Trusted buyers and dealers', text: 'Connect with verified buyers and trusted dealers across India.' },
  { icon: '⚡', title: 'Fast, fair, hassle-free', text: 'Most cars get their first enquiry within days of listing.' },
];

export const HOW_IT_WORKS: readonly Highlight[] = [
  { icon: '1', title: 'Tell us where you are', text: 'Choose Owner or Dealer and pick your state, city and locality.' },
  { icon: '2', title: 'Describe your car', text: 'Brand, model, variant, year, fuel, km driven, ownership and your price.' },
  { icon: '3', title: 'Add photos', text: 'Upload clear jpeg, jpg or png photos; the first one becomes the cover.' },
  { icon: '4', title: 'Meet buyers', text: 'Buyers contact you directly. Edit or mark your car sold from My Listings.' },
];

export interface FaqEntry {
  question: string;
  answer: string;
}

export const SELL_FAQ: readonly FaqEntry[] = [
  {
    question: 'How much does it cost to list my car?',
    answer: 'Listing is free and we charge no commission. Dealers who list many cars can buy packages for more ads and featured placement.',
  },
  {
    question: 'What photos can I upload?',
    answer: 'jpeg, jpg and png files up to 20 MB each, up to 20 photos per car. The first photo is the cover buyers see in search results.',
  },
  {
    question: 'How do I decide the right price?',
    answer: 'Look at similar cars on Browse Cars filtered by brand, year and city. The price field shows the value in Lakhs as you type.',
  },
  {
    question: 'Can I edit my listing after posting?',
    answer: 'Yes. Open My Listing in your account, choose Edit on the car and update any detail or photo.',
  },
  {
    question: 'Who can see my phone number?',
    answer: 'Buyers who open Contact Seller on your car see your name and number so they can call or message you.',
  },
  {
    question: 'What happens when my car is sold?',
    answer: 'Mark it as sold from My Listing. It leaves the public listings but stays in your account.',
  },
];
