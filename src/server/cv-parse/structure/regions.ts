/**
 * First-level regions CVs print after a town ('Austin, TX', 'Pune, Maharashtra', 'Toronto, Ontario', 'Perth, Western
 * Australia'): one home for the header's address reader (contact.ts) and the gazetteer's build
 * (scripts/build-gazetteer.ts), each of which adds the few forms only it reads.
 */

/** The fifty US states by name, with their postal codes ('Texas' → 'TX'). */
export const US_STATES: Readonly<Record<string, string>> = {
  Alabama: 'AL', Alaska: 'AK', Arizona: 'AZ', Arkansas: 'AR', California: 'CA', Colorado: 'CO', Connecticut: 'CT',
  Delaware: 'DE', Florida: 'FL', Georgia: 'GA', Hawaii: 'HI', Idaho: 'ID', Illinois: 'IL', Indiana: 'IN', Iowa: 'IA',
  Kansas: 'KS', Kentucky: 'KY', Louisiana: 'LA', Maine: 'ME', Maryland: 'MD', Massachusetts: 'MA', Michigan: 'MI',
  Minnesota: 'MN', Mississippi: 'MS', Missouri: 'MO', Montana: 'MT', Nebraska: 'NE', Nevada: 'NV', 'New Hampshire': 'NH',
  'New Jersey': 'NJ', 'New Mexico': 'NM', 'New York': 'NY', 'North Carolina': 'NC', 'North Dakota': 'ND', Ohio: 'OH',
  Oklahoma: 'OK', Oregon: 'OR', Pennsylvania: 'PA', 'Rhode Island': 'RI', 'South Carolina': 'SC', 'South Dakota': 'SD',
  Tennessee: 'TN', Texas: 'TX', Utah: 'UT', Vermont: 'VT', Virginia: 'VA', Washington: 'WA', 'West Virginia': 'WV',
  Wisconsin: 'WI', Wyoming: 'WY',
};

/** The US district and territory whose codes CVs print as a state's ('Washington, DC', 'San Juan, PR'). */
export const US_TERRITORIES: Readonly<Record<string, string>> = { 'District of Columbia': 'DC', 'Puerto Rico': 'PR' };

/** India's 28 states. */
export const INDIAN_STATES: readonly string[] = [
  'Andhra Pradesh', 'Arunachal Pradesh', 'Assam', 'Bihar', 'Chhattisgarh', 'Goa', 'Gujarat', 'Haryana', 'Himachal Pradesh',
  'Jharkhand', 'Karnataka', 'Kerala', 'Madhya Pradesh', 'Maharashtra', 'Manipur', 'Meghalaya', 'Mizoram', 'Nagaland',
  'Odisha', 'Punjab', 'Rajasthan', 'Sikkim', 'Tamil Nadu', 'Telangana', 'Tripura', 'Uttar Pradesh', 'Uttarakhand',
  'West Bengal',
];

/** Canada's ten provinces by name (the forms CVs print), with their postal codes. */
export const CANADIAN_PROVINCES: Readonly<Record<string, string>> = {
  Ontario: 'ON', Quebec: 'QC', Québec: 'QC', 'British Columbia': 'BC', Alberta: 'AB', Manitoba: 'MB', Saskatchewan: 'SK',
  'Nova Scotia': 'NS', 'New Brunswick': 'NB', 'Newfoundland and Labrador': 'NL', Newfoundland: 'NL',
  'Prince Edward Island': 'PE',
};

/** Australia's six states and two mainland territories. */
export const AUSTRALIAN_STATES: readonly string[] = [
  'New South Wales', 'Victoria', 'Queensland', 'Tasmania', 'Western Australia', 'South Australia', 'Northern Territory',
  'Australian Capital Territory',
];
