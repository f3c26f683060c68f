import type { FieldData } from '../types.ts';

/** Accounting, finance, audit, tax, banking and insurance. */
export const finance: FieldData = {
  field: 'finance',
  skills: `
P&L management | =P&L | profit and loss | P&L responsibility | profit & loss
Financial reporting | financial statements | statutory accounts | statutory reporting | annual accounts
Management accounts | management accounting | monthly management accounts > MI reporting
Month-end close | month end | month-end | period end | month end close
# Year-end (payroll's P60s, accounts' year-end) is asked apart from month-end; a CV showing it shows a period end.
Year-end | year end | year-end close | financial year end > Month-end close
Financial modelling | financial models | financial model
Financial analysis | financial planning and analysis | FP&A
Budgeting and forecasting | budgets and forecasts | forecasting and budgeting
Variance analysis | variances
Cash flow | cash management | cash flow forecasting | cashflow
Reconciliations | bank reconciliations | account reconciliations | reconciling
Balance sheet reconciliations | balance sheet reconciliation | balance sheet recs > Reconciliations
Accounts payable | purchase ledger | =AP | payables
Accounts receivable | sales ledger | =AR | receivables | credit control | debt collection
Payroll | payroll processing
Bookkeeping | book-keeping
VAT | VAT returns
Corporation tax | tax compliance | tax returns | self-assessment | personal tax | tax advisory
Audit | external audit | internal audit | auditing | audits
IFRS | international financial reporting standards
UK GAAP | GAAP | FRS 102
Consolidation | group consolidation | consolidations
Journals | journal entries
Fixed assets | fixed asset register
Accruals | prepayments | accruals and prepayments
Sage | Sage 50 | Sage 200 | Sage Intacct
Xero > Accounting software
QuickBooks > Accounting software
Oracle Financials | Oracle Fusion > ERP
NetSuite > ERP
SAP FICO | SAP FI > ERP
Hyperion
Anaplan
Regulatory reporting | FCA reporting | COREP | FINREP
Anti-money laundering | AML | anti money laundering
Regulatory compliance | compliance monitoring | compliance function | compliance experience | compliance background
Credit analysis | credit risk | underwriting
Treasury management | treasury operations | corporate treasury
Financial services regulation | FCA regulations | FCA
Investment analysis | portfolio management | equity research | company valuations | DCF
Mergers and acquisitions | M&A | due diligence
Pricing analysis | pricing strategy | pricing analytics
Loss ratios | loss ratio | claims ratios | burning cost
Consumer Duty | FCA Consumer Duty
Model validation | model risk | model monitoring and validation
Commercial finance | business partnering | finance business partner
Cost control | cost accounting | costing
Standard costing > Cost control
Insurance sector | insurance | insurance industry | general insurance | insurance market | claims handling
Pensions administration | pension administration | pensions administrator
Mortgages | mortgage advice
Stock valuation | stock valuations | inventory valuation
Auto-enrolment | auto enrolment | automatic enrolment | pension auto-enrolment
National Insurance | NI contributions | =NICs | =NIC
# Insurance (session 11)
Loss adjusting | loss adjuster | loss adjusters
Subrogation | recoveries
Claims reserving | reserving
Guidewire | Guidewire ClaimCenter | ClaimCenter | Guidewire PolicyCenter | PolicyCenter
Policy wordings | policy wording
# US audit and banking operations / KYC (session 12)
US GAAP
Internal controls | internal control | =SOX | Sarbanes-Oxley
=CaseWare | CaseWare Working Papers
Public accounting | public accounting firm | public practice
# US reporting and technical accounting (session 17)
Technical accounting | technical accounting memos | technical accounting positions | accounting policies | accounting policy
Foreign currency translation | currency translation | FX translation | foreign exchange translation
SEC reporting | SEC filings | =SEC | SEC reporting requirements
Form 10-K | 10-K > SEC reporting
Form 10-Q | 10-Q > SEC reporting
=GAAS | generally accepted auditing standards
=PCAOB | PCAOB standards
=IDEA | CaseWare IDEA
=ERISA | employee benefit plan audits
Single Audit | Uniform Guidance
KYC | know your customer | KYC reviews
Financial crime | financial crime operations
Client due diligence | customer due diligence | =CDD
Enhanced due diligence | =EDD
Ultimate beneficial owners | ultimate beneficial ownership | =UBO | UBOs
Sanctions screening | sanctions | sanctions lists
=PEP | PEPs | politically exposed persons | PEP screening
World-Check | Refinitiv World-Check
Money Laundering Regulations | =MLR 2017
=Fenergo
=JMLSG | JMLSG guidance
# Payroll (session 12 round 2)
Statutory payments | statutory pay
=SSP | statutory sick pay > Statutory payments
=SMP | statutory maternity pay > Statutory payments
=SPP | statutory paternity pay > Statutory payments
Holiday pay | holiday pay calculations
Benefits in kind | =P11D | =P11Ds | P11D benefits in kind
Attachment of earnings | attachment of earnings orders | court orders
Payroll bureau | bureau payroll
Sage 50 Payroll | Sage Payroll > Sage
# FP&A (session 15)
Scenario planning | scenario modelling | scenario analysis
Revenue recognition
Adaptive Insights | Workday Adaptive Planning | Adaptive Planning
# Charity finance.
Charities SORP | Charity SORP | =SORP
Gift Aid
Restricted funds | restricted and unrestricted funds | fund accounting
Partial exemption | VAT partial exemption
# Field vocabulary (session 22, round 2): banking, insurance, tax, audit and finance operations, chosen without
# reading the development cases.
IFRS 9 > IFRS
IFRS 15 > IFRS
IFRS 16 > IFRS
IFRS 17 > IFRS
Solvency II
Basel III | Basel IV | Basel 3
Capital adequacy | =ICAAP | =ILAAP
Liquidity risk | liquidity risk management
Market risk
Operational risk
Stress testing | stress tests
Value at risk | =VaR
Hedge accounting | hedging
Foreign exchange | =FX
Intercompany accounting | intercompany reconciliations | intercompany > Reconciliations
Trade reconciliations | trade reconciliation > Reconciliations
Transfer pricing
R&D tax credits | R&D tax relief | research and development tax credits
Making Tax Digital
Construction Industry Scheme | =CIS
Capital allowances
Inheritance tax | =IHT
Capital gains tax | =CGT
Estate planning
Paraplanning | paraplanner
Actuarial | actuarial science | actuarial modelling
Bloomberg | Bloomberg Terminal
Refinitiv Eikon | Eikon
Capital IQ | S&P Capital IQ
FactSet
Invoice processing | invoicing | invoice matching
Three-way matching | 3-way matching | three way match
Expense claims | expenses processing | expense management
Cash allocation | cash posting | cash application
CHAPS
Faster Payments > Payments
SWIFT payments | =SWIFT
=SEPA
Fraud prevention | fraud detection | fraud investigation | fraud investigations
Chargebacks | chargeback
Transaction monitoring
Affordability assessments | affordability assessment
Vulnerable customers | customer vulnerability
Consumer Credit Act | =CONC
Senior Managers and Certification Regime | =SM&CR | =SMCR
MiFID II | =MiFID
=EMIR
FATCA | Common Reporting Standard
Leveraged buyouts | =LBO | LBOs
Pitch books | pitchbooks | pitch decks
Fund administration
Trade settlement | trade settlements
Corporate actions
Middle office
Going concern
Group reporting
Business rates | =NNDR
Aged debt | aged debtors | aged creditors
Controls testing | control testing | SOX testing > Internal controls
Audit planning | risk-based audit | risk based auditing > Audit
International Standards on Auditing | ISAs (UK) > Audit
Statutory audits | statutory audit > Audit
=IPSAS | public sector accounting
`,
  qualifications: `
ACCA | ACCA qualified | ACCA part-qualified | Association of Chartered Certified Accountants | Chartered Certified Accountant | =FCCA > Qualified accountant
=ACA | ICAEW | ACA qualified | ICAS | Chartered Accountant > Qualified accountant
CIMA | =ACMA | =FCMA | =CGMA | CIMA qualified | Chartered Institute of Management Accountants | Chartered Management Accountant > Qualified accountant
Qualified accountant | fully qualified accountant | qualified accountancy | chartered accountancy qualification | CCAB | CCAB qualified
AAT | AAT Level 3 | AAT Level 4 | AAT qualified
CIPFA | CIPFA qualified > Qualified accountant
CTA | Chartered Tax Adviser | ATT
CFA | CFA charterholder | CFA Level 1 | CFA Level I
CeMAP
CII | Cert CII | Dip CII | ACII
ICA Certificate | International Compliance Association | ICA Certificate in Anti Money Laundering
Finance degree | accounting degree | degree in accounting | degree in finance | economics degree | BSc Accounting and Finance | accounting and finance > Degree
Cert CII | =CII | Certificate in Insurance | CII Certificate in Insurance | Diploma in Insurance | =ACII | =DipCII | Chartered Insurance Institute
=CPCU | Chartered Property Casualty Underwriter
=AINS | Associate in General Insurance
Adjuster licence | adjuster license | claims adjuster license | adjuster's licence
CPA | Certified Public Accountant | CPA license | CPA licence > Qualified accountant
=CIPP | Chartered Institute of Payroll Professionals
Diploma in Regulated Financial Planning | =DipPFS | =DipFA | Level 4 Diploma in Financial Advice
Chartered Financial Planner
=CISI | Chartered Institute for Securities & Investment | Chartered Institute for Securities and Investment
Investment Management Certificate | =IMC
=FRM | Financial Risk Manager
=IFoA | Institute and Faculty of Actuaries
`,
  domains: `
Banking sector | retail banking | commercial banking | investment banking | corporate banking
Asset management | wealth management | investment management
Private equity | venture capital
Capital markets | derivatives | fixed income | equities
Accountancy practice | audit practice | practice environment
`,
  roles: `
Accountant | Management Accountant | Financial Accountant | Finance Manager | Financial Controller | Group Accountant : Qualified accountant, Management accounts, Month-end close, Financial reporting, Reconciliations, Excel, Budgeting and forecasting, Variance analysis
Assistant Accountant | Accounts Assistant | Finance Assistant | Trainee Accountant : AAT, Reconciliations, Accounts payable, Accounts receivable, Journals, Month-end close, Excel, VAT
Bookkeeper : Bookkeeping, Xero, Sage, QuickBooks, VAT, Reconciliations, Payroll
Accounts Payable Clerk | Purchase Ledger Clerk | Accounts Payable Assistant : Accounts payable, Reconciliations, Excel, Sage
Credit Controller | Accounts Receivable Clerk | Sales Ledger Clerk : Accounts receivable, Reconciliations, Excel, Customer service
Payroll Administrator | Payroll Officer | Payroll Specialist : Payroll, Excel, Pensions administration
Financial Analyst | FP&A Analyst | Finance Analyst | Commercial Analyst : Financial modelling, Financial analysis, Excel, Budgeting and forecasting, Variance analysis, SQL, Power BI
Auditor | Audit Senior | Audit Associate | Internal Auditor | External Auditor : Audit, IFRS, UK GAAP, Qualified accountant, Risk management, Excel
Tax Advisor | Tax Adviser | Tax Senior | Tax Manager | Tax Accountant : Corporation tax, VAT, CTA, Qualified accountant
Finance Director | CFO | Chief Financial Officer | Head of Finance : Qualified accountant, Financial reporting, Budgeting and forecasting, Cash flow, Team leadership, Stakeholder management
Compliance Officer | Compliance Analyst | AML Analyst | KYC Analyst | Financial Crime Analyst : Regulatory compliance, Anti-money laundering, Financial services regulation, Risk management
Investment Analyst | Equity Analyst | Portfolio Manager : Investment analysis, Financial modelling, Excel, CFA
Mortgage Adviser | Mortgage Advisor | Financial Adviser | Financial Advisor : Mortgages, CeMAP, Regulatory compliance, Customer service
Underwriter | Claims Handler | Insurance Broker : Insurance sector, Credit analysis, Customer service, CII
`,
};
