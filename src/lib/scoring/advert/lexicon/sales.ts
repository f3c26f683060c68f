import type { FieldData } from '../types.ts';

/** Sales, account management, marketing, communications and retail. */
export const sales: FieldData = {
  field: 'sales',
  skills: `
# Retail merchandising (session 21's fresh adverts)
Range planning | range plans | range plan
Open-to-buy | open to buy | =OTB
Sell-through | sell through | sell-through rates
Markdowns | markdown | markdown management
=WSSI | weekly sales, stock and intake
Sandler | Sandler training | Sandler selling
# Charity fundraising
Individual giving
Regular giving
Code of Fundraising Practice
Google Ad Grants | Ad Grants > Google Ads
B2B sales | business-to-business sales | B2B | B2B selling
B2C sales | B2C | consumer sales
New business development | business development | new business | lead generation
Prospecting | outbound prospecting | outbound sales > New business development
Cold calling | cold outreach > New business development
Account management | key account management | account manager | managing accounts | client relationship management | relationship management
Sales pipeline | pipeline management | managing a pipeline | sales pipelines
Closing deals | deal closing | closing sales
SaaS sales | software sales
Solution selling | consultative selling | value selling | MEDDIC | MEDDICC | MEDDPICC | SPIN selling | Challenger Sale
Sales targets | sales quotas | quota | hitting targets | sales KPIs
CRM | CRM systems
# Each CRM product is its own term showing the family: a CV with Salesforce shows CRM, not HubSpot.
HubSpot | HubSpot CRM > CRM
Pipedrive > CRM
Zoho | Zoho CRM > CRM
# Channel and partner sales (session 17)
Channel sales | channel partners | channel partner management | indirect sales | reseller sales
Partner management | partner relationship management | partnership management | alliance management
=PRM | PRM portal | partner portal > Partner management
Market development funds | =MDF
Co-marketing | co-marketing campaigns | joint marketing | through-partner marketing
# Marketplaces and shop platforms (session 17)
Amazon Seller Central | Seller Central > Amazon Marketplace
Amazon Marketplace | Amazon marketplace selling | selling on Amazon
Tender writing | bid writing | bids | tenders | bid management
Digital marketing | online marketing
Content marketing | content creation | content strategy | copywriting | content writing
Social media marketing | social media | social media management | LinkedIn marketing
# Platforms and tools are their own terms: a CV showing social media marketing does not show TikTok.
Instagram > Social media marketing
TikTok > Social media marketing
Pinterest > Social media marketing
Meta Business Suite | Meta Business Manager | Facebook Business Manager > Social media marketing
Hootsuite > Social media marketing
Sprout Social > Social media marketing
Community management | online community management | social community management
Photography | product photography
# Products are their own terms implying their channel: an advert naming Google Ads and Meta Ads asks for both.
Paid media | paid advertising
Paid social | paid social media | social ads > Paid media
Meta Ads | Facebook Ads | Facebook advertising > Paid social
LinkedIn Ads > Paid social
PPC | pay per click | paid search | SEM > Paid media
Google Ads | AdWords > PPC
Email marketing | email campaigns | marketing automation
Mailchimp > Email marketing
Klaviyo > Email marketing
Marketo > Email marketing
Pardot > Email marketing
Braze > Email marketing
Dotdigital > Email marketing
Iterable > Email marketing
Conversion rate optimisation | CRO | conversion optimisation
Marketing strategy | go-to-market | GTM | go to market strategy | marketing plans
Brand management | branding | brand strategy | brand marketing
Product marketing | product launches
Performance marketing | growth marketing | acquisition marketing
Affiliate marketing | affiliates
Public relations | =PR | media relations | press releases | press office
Internal communications | internal comms | employee communications
Events management | event planning | event management | organising events
Market research | competitor analysis | competitive analysis
CMS | content management system
Adobe Creative Suite | Adobe Creative Cloud | Adobe CC | Adobe Suite
Photoshop | Adobe Photoshop > Adobe Creative Suite
InDesign | Adobe InDesign > Adobe Creative Suite
=Illustrator | Adobe Illustrator > Adobe Creative Suite
After Effects | Adobe After Effects > Adobe Creative Suite, Motion graphics
Lightroom | Adobe Lightroom > Adobe Creative Suite
Typography | typesetting | type design
Brand guidelines | brand identity | visual identity | brand standards | brand guidelines management
Motion graphics | motion design | animated content | 2D animation
Print production | print-ready artwork | print-ready files | artwork for print | prepress | pre-press | print design
Photo retouching | retouching | image retouching | photo editing
Sales progression | progressing sales | sales progressor
Canvassing | door knocking | leafleting
Property portals | property portal | OnTheMarket
Rightmove > Property portals
Zoopla > Property portals
Premiere Pro | Adobe Premiere Pro | Adobe Premiere > Video production
Graphic design
Canva
Account planning | strategic account planning | account plans
Video production | video editing
Merchandising
Visual merchandising | visual merchandiser > Merchandising
Stock control | stock management | inventory management | stock replenishment | stock counts
Cash handling | till operation | tills | EPOS | point of sale
Upselling | cross-selling | upsell
Telesales | telemarketing | outbound calls
Retail sales | selling in store
Field sales | territory management
Full sales cycle | full-cycle sales | end-to-end sales cycle | full sales cycles | full cycle sales
Product demos | demos | product demonstrations | software demos | demonstrations
LinkedIn Sales Navigator | Sales Navigator
# Lettings and estate agency (session 12 round 2)
Market appraisals | market appraisal | property valuations | lettings valuations
Property viewings | viewings | accompanied viewings
Tenant referencing | referencing
Right to Rent | Right to Rent checks
Assured shorthold tenancies | assured shorthold tenancy | =AST | =ASTs | tenancy agreements
Deposit protection | Deposit Protection Service | tenancy deposit scheme | =TDS | =DPS
=Reapit
Jupix
Tenant Fees Act
Renters' Rights Act
# Technical sales (session 12 round 2)
Technical proposals | technical proposal | quotations | quotes and proposals
Technical sales | technical selling | =B2B technical sales
# Customer success and SaaS account metrics (session 15): each its own term, spelt out or abbreviated (a CV's
# 'annual recurring revenue' shows ARR).
Renewals | contract renewals | renewal management | subscription renewals
Annual recurring revenue | =ARR | recurring revenue
Monthly recurring revenue | =MRR
Net revenue retention | =NRR | net dollar retention | =NDR
Net Promoter Score | =NPS
Quarterly business reviews | quarterly business review | =QBR | =QBRs | executive business reviews
Customer health scores | customer health score | health scores | account health
Customer success platforms | customer success platform | customer success software
Zendesk
Freshdesk
Account-based marketing | account based marketing | =ABM
# FMCG key accounts: the grocery trade and its data.
Trade spend | trade investment | promotional spend | trade promotions
Joint business plans | joint business planning | =JBP | =JBPs
Nielsen | NielsenIQ
Kantar | Kantar Worldpanel
dunnhumby
Circana | =IRI
Groceries Supply Code of Practice | =GSCOP
# Sales development: outbound work.
Objection handling | handling objections
Email sequences | sales sequences | outreach sequences | sales cadences
LinkedIn Sales Navigator | Sales Navigator
# Internal communications.
Change communications
Crisis communications | crisis comms
Tone of voice | brand tone of voice
Viva Engage | Yammer
Video editing
# Field vocabulary (session 22, round 2): sales, marketing, retail and fundraising, chosen without reading the
# development cases.
Enterprise sales
=RFP | RFPs | request for proposal | RFP responses
Customer lifetime value | =CLV | =LTV | =CLTV | lifetime value
Customer acquisition cost | =CAC
Inside sales
Sales development | =SDR | =BDR
Salesloft
ZoomInfo
Programmatic | programmatic advertising
Display advertising
Influencer marketing
Lifecycle marketing
Retention marketing
Customer segmentation
Ahrefs | Ahrefs Site Explorer
Screaming Frog
Keyword research
Link building
Trade shows
Replenishment
Magento | Adobe Commerce
WooCommerce
Trade marketing
Shopper marketing
Loyalty programmes | loyalty schemes | loyalty programme
Major donors | major gifts | major donor fundraising
Trusts and foundations
Legacy giving | legacy fundraising
Corporate partnerships
Community fundraising

Sales forecasting > Forecasting
Google Tag Manager
Account management | key accounts | =KAM
Solution selling | Challenger selling
New business development | lead gen
`,
  qualifications: `
CIM | Chartered Institute of Marketing | CIM Diploma | CIM Certificate | =MCIM | Chartered Marketer
Google Ads certification | Google Ads certified > PPC
HubSpot certification > CRM
Marketing degree | degree in marketing > Degree
Propertymark | =ARLA | ARLA Propertymark | =NAEA | Propertymark qualification
CIPR qualification | =CIPR | Chartered Institute of Public Relations
IoIC qualification | =IoIC
`,
  domains: `
Medical devices | med tech | medtech
Pharmaceuticals | pharma | pharmaceutical
FMCG | consumer goods
Beauty | beauty industry | beauty sector | cosmetics | skincare | beauty brands
Automotive | automotive industry | motor trade
Property sector | estate agency | lettings | real estate
Recruitment industry | agency recruitment | recruitment agency
Media industry | advertising industry | publishing industry
Travel industry | travel sector | tourism
Luxury retail | luxury goods | luxury brands
Builders' merchants | builders merchants | builders' merchant | builders merchant | trade counters
Building products | building materials | construction products
`,
  roles: `
Sales Executive | Sales Representative | Sales Rep | Business Development Executive | Business Development Representative | BDR | SDR | Sales Development Representative | Sales Consultant | Account Executive | Sales Advisor : New business development, CRM, Sales pipeline, Sales targets, Negotiation, Closing deals, B2B sales
Business Development Manager | BDM | Sales Manager | Head of Sales | Sales Director | Regional Sales Manager : New business development, Sales pipeline, Sales targets, Negotiation, CRM, Team leadership, Account management
Account Manager | Key Account Manager | Client Manager | Customer Success Manager | Relationship Manager : Account management, CRM, Upselling, Negotiation, Stakeholder management, Customer service
Marketing Executive | Marketing Assistant | Marketing Coordinator | Marketing Officer | Marketing Manager | Head of Marketing | Marketing Director : Digital marketing, Social media marketing, Email marketing, Content marketing, Marketing strategy, CRM, Web analytics, SEO
Digital Marketing Executive | Digital Marketing Manager | Digital Marketing Specialist | Performance Marketing Manager | PPC Executive | SEO Executive | SEO Specialist : Digital marketing, SEO, PPC, Web analytics, Paid social, Email marketing, A/B testing
Content Writer | Copywriter | Content Manager | Content Marketing Manager | Social Media Manager | Social Media Executive : Content marketing, Social media marketing, SEO, CMS, Adobe Creative Suite
PR Executive | PR Manager | Communications Officer | Communications Manager | Press Officer | Communications Executive : Public relations, Internal communications, Content marketing, Social media marketing
Graphic Designer | Designer : Graphic design, Adobe Creative Suite, Figma
Retail Assistant | Sales Assistant | Shop Assistant | Store Assistant | Customer Assistant | Retail Supervisor | Store Manager | Retail Manager | Assistant Store Manager : Customer service, Cash handling, Stock control, Merchandising, Retail sales, Team leadership
Telesales Executive | Telesales Advisor | Call Centre Sales : Telesales, CRM, Sales targets, Customer service
`,
};
