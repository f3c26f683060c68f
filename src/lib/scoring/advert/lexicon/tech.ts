import type { FieldData } from '../types.ts';

/** Software engineering, infrastructure and IT. */
export const tech: FieldData = {
  field: 'tech',
  skills: `
# Session 21's fresh adverts: tracing apart from its observability family; user-centred design
OpenTelemetry > Observability
User-centred design | user-centered design | UCD | human-centred design | human-centered design
Python
JavaScript | JS | ECMAScript | ES6
TypeScript | TS
Java | =J2EE | Java EE > Object-oriented programming
Kotlin
Scala
C# | C sharp | csharp > Object-oriented programming
C++ | cpp > Object-oriented programming
=C | C programming | ANSI C
=Go | Golang | Go programming
=Rust | Rust programming
=Ruby | Ruby on Rails | RoR
PHP
=Swift | SwiftUI
Objective-C
Perl
Bash | shell scripting | Shell
PowerShell
Visual Basic | VBA | VB.NET
Elixir
Haskell
Dart
.NET | dotnet | ASP.NET | ASP.NET Core | .NET Core | dotnet core
Node.js | NodeJS
JavaScript frameworks | JavaScript framework | JS frameworks | front-end frameworks | frontend frameworks
React | React.js | ReactJS > JavaScript frameworks
React Native > React, Mobile development
Angular | AngularJS > JavaScript frameworks
Vue | Vue.js | VueJS > JavaScript frameworks
Next.js | NextJS > React
Svelte
jQuery
Redux
HTML | HTML5
CSS | CSS3 | Sass | SCSS | =LESS
Tailwind | Tailwind CSS
Django
Flask
FastAPI
=Spring | Spring Boot | Spring Framework
Laravel
Express.js | ExpressJS
GraphQL
REST APIs | =REST | RESTful | RESTful APIs | REST API | APIs | API design | API development
gRPC
Microservices | microservice architecture | micro services > Distributed systems
SQL | =T-SQL | TSQL | PL/SQL | ANSI SQL
PostgreSQL | Postgres > SQL
MySQL | MariaDB > SQL
SQL Server | MS SQL | MSSQL | Microsoft SQL Server > SQL
Oracle | Oracle Database | Oracle DB
MongoDB | Mongo > NoSQL
Redis > NoSQL
Cosmos DB | Azure Cosmos DB > NoSQL
Elasticsearch | ELK
Cassandra > NoSQL
DynamoDB > NoSQL
NoSQL
# Brokers show the messaging an advert names in general words; the architecture built on them is a term of its own.
Message queues | message queue | message queuing | message queueing | message brokers | message broker | messaging queues
Kafka | Apache Kafka > Message queues
RabbitMQ > Message queues
Amazon SQS > Message queues
Event-driven architecture | event-driven architectures | event-driven | event driven architecture | event-driven systems
AWS | Amazon Web Services > Cloud computing
Azure | Microsoft Azure > Cloud computing
GCP | Google Cloud | Google Cloud Platform > Cloud computing
Cloud computing | cloud infrastructure | cloud platforms | cloud services
Containerisation | containerization | containerised applications | containerized applications
Docker > Containerisation
Kubernetes | K8s > Containerisation
EKS | Amazon EKS | AKS | GKE > Kubernetes
Amazon RDS | =RDS | Amazon Aurora > AWS
Helm | Helm charts > Kubernetes
Argo CD | ArgoCD > CI/CD
Terraform > Infrastructure as Code
Infrastructure as Code | IaC
CloudFormation | AWS CloudFormation > Infrastructure as Code, AWS
Ansible
=Puppet
CI/CD | CI CD | continuous integration | continuous delivery | continuous deployment | deployment pipeline | deployment pipelines
Jenkins > CI/CD
GitHub Actions > CI/CD
GitLab | GitLab CI
Git | GitHub | version control | Bitbucket
Linux | Unix | Ubuntu | Red Hat | RHEL
Windows Server
Computer networking | network engineering | networking | LAN | WAN
VPN | VPNs > Computer networking
TCP/IP > Computer networking
=DNS > Computer networking
=DHCP > Computer networking
Active Directory | =AD | Entra ID | Azure AD
Microsoft 365 | Office 365 | O365 | M365 > Microsoft Office
Intune
ITIL | ITIL 4 > ITIL
ServiceNow
Jira > Project management software
Confluence
=Agile | agile methodologies | agile methodology | agile software development | agile delivery
Scrum > Agile
Kanban > Agile
DevOps
Site reliability engineering | SRE
Service level objectives | =SLOs | =SLO | =SLIs | =SLI | service level indicators | error budgets > Site reliability engineering
Observability | monitoring and observability
# Products are their own terms: an advert naming two asks for two; a CV showing one shows observability.
Prometheus > Observability
Grafana > Observability
Datadog > Observability
New Relic > Observability
Azure DevOps > DevOps, Azure
Azure Functions > Azure
Entity Framework | EF Core | Entity Framework Core > .NET
Test automation | automated testing | automation testing
Unit testing | unit tests
Test-driven development | =TDD | test driven development > Unit testing, Test automation
Selenium > Test automation
Cypress > Test automation
Playwright > Test automation
Jest
JUnit
pytest
Manual testing
# QA and testing (session 12)
Regression testing | regression tests | regression packs
API testing | API tests
Test cases | test scripts | test case design
Performance testing | load testing
=Postman > API testing
BDD | behaviour-driven development | behavior-driven development
Cucumber > BDD
Gherkin > BDD
=Xray
SDLC | software development lifecycle | software development life cycle
Cyber security | cybersecurity | information security | infosec | IT security
Penetration testing | pen testing | ethical hacking
SIEM | security information and event management
Splunk > SIEM
Microsoft Sentinel | Azure Sentinel > SIEM
# Cyber security (session 12)
Threat intelligence | threat intel | cyber threat intelligence
EDR | endpoint detection and response
CrowdStrike | CrowdStrike Falcon > EDR
KQL | Kusto Query Language
NIST Cybersecurity Framework | NIST CSF | =NIST
Security operations centre | security operations center | =SOC
Vulnerability management
Identity and access management | IAM
Network security | firewalls
Incident response | incident handling | post-incident review | post-incident reviews | incident review | incident reviews
Incident management | incident and problem management | major incident management | problem management
Load balancing | load balancers | load balancer
Object-oriented programming | OOP | object oriented design
Data structures | algorithms
System design | software architecture | solution architecture
Distributed systems
Mobile development | mobile apps | mobile app development
=iOS > Mobile development
=Android > Mobile development
App Store | Apple App Store
Google Play | Play Store | Google Play Store
=Fastlane
=Detox
=Firebase
Push notifications | push notification
State management
Figma
Adobe XD
=Sketch
Miro
Design systems | design system
Information architecture
Journey mapping | customer journey mapping | user journey mapping | journey maps
UX design | user experience | UX | UI design | UI/UX | interaction design
User research | user researcher
Usability testing | user testing > User research
# User research in government (session 12)
Personas | user personas
Diary studies | diary study
Contextual interviews | contextual inquiry
=Dovetail
GDS Service Standard | Service Standard | GOV.UK Service Standard | service assessments | service assessment
Assisted digital
Wireframing | prototyping
Accessibility | WCAG | a11y
SEO | search engine optimisation | search engine optimization
Technical SEO > SEO
Google Search Console | Search Console > SEO
# Content management systems: each product shows a CMS (the umbrella is in sales, where marketing adverts ask for it).
WordPress > CMS
Joomla > CMS
Umbraco > CMS
Sitecore > CMS
Contentful > CMS
Adobe Experience Manager | =AEM > CMS
Squarespace > CMS
Webflow > CMS
Shopify
Salesforce | Salesforce CRM | SFDC > CRM
=SAP | SAP S/4HANA > ERP
Dynamics 365 | Microsoft Dynamics | D365 > CRM, ERP
Technical support | IT support | service desk | helpdesk | help desk | desktop support
Troubleshooting
Hardware
Virtualisation | virtualization | VMware | Hyper-V
Backup and recovery | disaster recovery
Serverless | AWS Lambda | Lambda
Vertex AI > GCP
SageMaker | Amazon SageMaker > AWS
Webpack | Vite
Unity
Unreal Engine
Embedded systems | embedded software | firmware
Blockchain
# Product and service design, agile delivery and MLOps (session 15, adverts-dev 101-112): each tool apart from its family.
Service blueprints | service blueprint | service blueprinting
GOV.UK Design System
GOV.UK Prototype Kit
Design tokens | design token
Storybook
=Framer > Wireframing
ProtoPie > Wireframing
=Mural
Hotjar
Burndown charts | burndown chart | burn-down charts | burndown
Scaled agile | Scaled Agile Framework | =SAFe | =LeSS | Large-Scale Scrum > Agile
Change control | change control process
Resource management
=P3O
Planview
Clarity PPM
MLflow
Kubeflow
Feature stores | feature store
# UI design.
Visual design
Responsive design | responsive web design
Material Design
Human Interface Guidelines | iOS Human Interface Guidelines
Component libraries | component library
Micro-interactions | microinteractions
Lottie
# Solution architecture.
TOGAF
Threat modelling | threat modeling
Domain-driven design | =DDD
C4 model
FinOps | cloud cost management | cloud cost optimisation
Architecture decision records | =ADRs | =ADR
Waterfall
# Business intelligence on Microsoft SQL Server.
SSRS | SQL Server Reporting Services
SSIS | SQL Server Integration Services
Stored procedures | stored procedure
# Field vocabulary (session 22, round 2): what adverts commonly ask for, from ESCO / O*NET occupations and public
# knowledge of the field, chosen without reading the development cases.
PCI DSS | PCI-DSS | PCI compliance | Payment Card Industry Data Security Standard
OWASP | OWASP Top 10
Zero trust | zero-trust architecture | zero trust architecture
Okta > Identity and access management
Single sign-on | =SSO
OAuth | OAuth 2.0 | OAuth2
OpenID Connect | =OIDC
=SAML
Cyber Essentials | Cyber Essentials Plus
Palo Alto Networks | =Palo Alto > Network security
Fortinet | FortiGate > Network security
SCCM | =MECM | Microsoft Configuration Manager
Citrix
Nginx
Bicep > Infrastructure as code
Hibernate | Hibernate ORM
Blazor
Symfony
Xamarin
Real-time operating systems | =RTOS | FreeRTOS > Embedded systems
Embedded Linux | Yocto > Linux, Embedded systems
PCB design | PCB layout | Altium | Altium Designer
FPGA | VHDL
Neo4j | graph databases
Content delivery networks | =CDN | CDNs | Cloudflare
SD-WAN > Computer networking
VoIP
Feature flags | feature toggles | LaunchDarkly
Core Web Vitals | web performance
Progressive web apps | =PWA | PWAs
WebSockets
Platform engineering | internal developer platform
Power Apps | PowerApps > Power Platform
Power Automate | Microsoft Flow > Power Platform
Dataverse > Power Platform
Power Platform | Microsoft Power Platform
Robotic process automation | =RPA | UiPath | Blue Prism | Automation Anywhere
Prompt engineering
Retrieval-augmented generation | retrieval augmented generation
LangChain
Apex | Salesforce development | Lightning Web Components | =LWC > Salesforce
Vulnerability management | vulnerability scanning | vulnerability assessments
Virtualisation | vSphere | ESXi
Elasticsearch | ELK stack | Elastic Stack | Kibana | Logstash
`,
  qualifications: `
Computer Science degree | degree in Computer Science | BSc Computer Science | Computer Science > Degree, STEM degree
# A provider's certificates show the provider and a cloud certification ('a cloud certification (AWS, Azure or GCP)').
Cloud certification | cloud certifications | cloud certified
AWS Certified Solutions Architect | AWS Solutions Architect > AWS, Cloud certification
AWS Certified | AWS certification | AWS Associate | AWS Associate certification | AWS Certified Cloud Practitioner | AWS Cloud Practitioner | AWS Certified Developer | AWS Certified SysOps Administrator > AWS, Cloud certification
Azure certification | AZ-900 | AZ-104 | Azure Administrator | Azure Developer Associate | AZ-204 | Azure Fundamentals | Azure Data Engineer Associate | DP-203 > Azure, Cloud certification
Azure Solutions Architect Expert | AZ-305 > Azure certification
Google Cloud certification | Professional Cloud Architect | Associate Cloud Engineer | Professional Data Engineer > GCP, Cloud certification
CompTIA A+ | A+
CompTIA Network+ | Network+
CompTIA Security+ | Security+
CISSP
CISM
CEH | Certified Ethical Hacker
OSCP
CCNA
CCNP
ISTQB | ISTQB Foundation | ISTQB Foundation certificate
GCIH | GIAC Certified Incident Handler
=BTL1 | Blue Team Level 1
ISO 27001 | ISO/IEC 27001
SOC 2 | SOC 2 Type II
=HIPAA
Certified Kubernetes Administrator | CKA > Kubernetes
Certified ScrumMaster | CSM | Professional Scrum Master | PSM > Scrum
Security clearance | SC clearance | DV clearance | BPSS | SC cleared | DV cleared
`,
  domains: `
SaaS | software as a service
Fintech | financial technology
E-commerce | ecommerce | online retail
Payments | payment systems | payment processing | card payments
Open banking
Gaming | games industry
Edtech
Healthtech
# Sectors asked for by name (session 17): 'a background in healthcare', 'the water or utilities sector'.
Utilities | utility sector | utilities sector | utility companies | utility company | regulated utility
Telecoms | telecommunications
`,
  roles: `
Software Engineer | Software Developer | Developer | Programmer | Software Development Engineer : Git, SQL, REST APIs, Unit testing, CI/CD, Agile, Object-oriented programming, Cloud computing
Frontend Developer | Front End Developer | Front-end Engineer | Frontend Engineer | Web Developer : JavaScript, TypeScript, React, HTML, CSS, Git, Accessibility, Unit testing
Backend Developer | Back End Developer | Backend Engineer | Back-end Engineer : Python, Java, SQL, REST APIs, Microservices, Docker, Git, Unit testing
Full Stack Developer | Fullstack Developer | Full Stack Engineer | Fullstack Engineer : JavaScript, TypeScript, React, Node.js, SQL, REST APIs, Git, Docker
Python Developer | Python Engineer : Python, Django, SQL, REST APIs, Git, Unit testing, Docker
Java Developer | Java Engineer : Java, Spring, SQL, Microservices, REST APIs, Git, JUnit
.NET Developer | C# Developer : C#, .NET, SQL Server, REST APIs, Azure, Git, Unit testing
Mobile Developer | iOS Developer | Android Developer : Mobile development, Swift, Kotlin, REST APIs, Git, Unit testing
DevOps Engineer | Platform Engineer | Site Reliability Engineer | SRE | Cloud Engineer : AWS, Kubernetes, Docker, Terraform, CI/CD, Linux, Python, Observability
Cloud Architect | Solutions Architect | Solution Architect : AWS, Azure, GCP, System design, Terraform, Microservices, Cyber security
QA Engineer | Test Engineer | Software Tester | QA Analyst | Test Analyst | SDET : Test automation, Manual testing, Selenium, Agile, Jira, SQL, CI/CD
Cyber Security Analyst | Security Analyst | Security Engineer | SOC Analyst | Information Security Analyst : Cyber security, SIEM, Incident response, Vulnerability management, Network security, Linux, Python
IT Support Technician | IT Support Analyst | Service Desk Analyst | Helpdesk Analyst | Desktop Support Engineer | IT Technician : Technical support, Troubleshooting, Windows Server, Active Directory, Microsoft 365, ITIL, Computer networking, Hardware
Systems Administrator | Sysadmin | Infrastructure Engineer | Network Engineer : Linux, Windows Server, Computer networking, Active Directory, Virtualisation, Backup and recovery, PowerShell, Bash
UX Designer | UI Designer | Product Designer | UX/UI Designer : Figma, UX design, User research, Wireframing, Accessibility
Technical Lead | Tech Lead | Lead Engineer | Engineering Manager | Head of Engineering : System design, Agile, CI/CD, Cloud computing, Microservices, Git
Scrum Master | Agile Coach | Delivery Manager : Scrum, Agile, Kanban, Jira, Confluence
Game Developer : C++, C#, Unity, Unreal Engine, Git
`,
};
