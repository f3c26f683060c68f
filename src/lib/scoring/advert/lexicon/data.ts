import type { FieldData } from '../types.ts';

/** Data analysis, data engineering, data science and business intelligence. */
export const data: FieldData = {
  field: 'data',
  skills: `
# Health data research (session 21's fresh adverts)
Epidemiology | epidemiological methods | epidemiological research
Biostatistics | medical statistics
Survival analysis | time-to-event analysis | Cox regression
=R | R programming | RStudio | R language
=Excel | Microsoft Excel | MS Excel | Excel spreadsheets | advanced Excel > Microsoft Office
Pivot tables | pivot table | pivots > Excel
VLOOKUP | XLOOKUP | lookups > Excel
Google Sheets
Power BI | PowerBI > Business intelligence, Data visualisation
DAX > Power BI
Power Query > Power BI
Tableau > Business intelligence, Data visualisation
=Looker | LookML | Looker Studio | Google Data Studio > Business intelligence, Data visualisation
Qlik | QlikView | Qlik Sense > Business intelligence, Data visualisation
dbt | data build tool > ETL
Fivetran > ETL
Snowflake > Data warehousing
SnowPro | SnowPro Core > Snowflake
BigQuery | Google BigQuery > Data warehousing
Redshift | Amazon Redshift > Data warehousing
Databricks > Apache Spark
Apache Spark | =Spark | PySpark > Apache Spark
Hadoop | Hive
Airflow | Apache Airflow
ETL | ELT | data pipelines | data pipeline | ETL pipelines
Data modelling | data modeling | dimensional modelling | dimensional data modelling | data models | star schema
Data warehousing | data warehouse | data warehouses
Data engineering
Data analysis | data analytics | analysing data | analyzing data | data analyst
Data visualisation | data visualization | dashboards | dashboarding | dashboard
Business intelligence | =BI
Statistics | statistical analysis | statistical modelling | regression | hypothesis testing
A/B testing | AB testing | experimentation | split testing
Machine learning | =ML
Deep learning | neural networks
Artificial intelligence | =AI
Natural language processing | NLP
Computer vision
Generative AI | GenAI | LLMs | large language models
MLOps
pandas > Python
NumPy > Python
scikit-learn | sklearn > Python, Machine learning
TensorFlow > Machine learning, Deep learning
PyTorch > Machine learning, Deep learning
Jupyter | Jupyter notebooks
SAS
SPSS > Statistics
NVivo > Qualitative methods
Stata > Statistics
MATLAB
Data governance
Data quality
Master data management | MDM
Forecasting | forecasts | demand forecasting
Predictive modelling | predictive analytics | predictive models
MI reporting | management information | =MI | management reporting | KPI reporting
Data mining
Web analytics | website analytics
Google Analytics | =GA4 | Google Analytics 4 | =UA > Web analytics
Adobe Analytics > Web analytics
Alteryx
Microsoft Fabric
Azure Data Factory
GDPR | UK GDPR | EU GDPR | General Data Protection Regulation | GDPR compliance | data protection | data protection law
# GIS (session 12 round 2)
Spatial analysis | geospatial analysis | spatial data analysis
Spatial databases | spatial database
=PostGIS > Spatial databases
=QGIS
=FME | Safe Software FME
=ArcPy
Remote sensing | satellite imagery | earth observation
OS MasterMap | Ordnance Survey data
Coordinate reference systems | coordinate systems | projections
# Data engineering (session 15)
Great Expectations
Kimball | Kimball methodology
Data Vault | Data Vault 2.0
# Data science and research methods (session 17)
Causal inference | causal analysis | causal impact analysis
Bayesian statistics | Bayesian methods | Bayesian modelling | Bayesian modeling | Bayesian inference > Statistics
Marketing mix modelling | marketing mix modeling | marketing mix model | marketing mix models | media mix modelling | media mix modeling
Transformer models | transformer-based models | transformer architectures > Deep learning, Natural language processing
Hugging Face | Hugging Face Transformers > Transformer models
Vector databases | vector database | vector stores | vector store | vector search
Pinecone > Vector databases
pgvector > Vector databases
Longitudinal data analysis | longitudinal data | longitudinal analysis | longitudinal analyses
Mixed-effects models | mixed effects models | mixed-effects modelling | mixed-effects modeling | mixed models | multilevel models | multilevel modelling | multilevel modeling | hierarchical linear models > Statistics
Structural equation modelling | structural equation modeling | structural equation models > Statistics
# Field vocabulary (session 22, round 2), chosen without reading the development cases.
Data lakes | data lake | lakehouse | data lakehouse
Delta Lake
Cohort analysis
Churn analysis | churn modelling | churn prediction
Attribution modelling | marketing attribution | multi-touch attribution
Regression analysis | regression modelling | linear regression | logistic regression > Statistics
Time series analysis | time series forecasting | time series modelling
KNIME
Mixpanel
=Amplitude
`,
  qualifications: `
Degree | bachelor's degree | bachelors degree | bachelor's | undergraduate degree | university degree | =BSc | =BA | =BEng | =BEd | =LLB | =BBA | honours degree | Bachelor of Science | Bachelor of Arts | Bachelor of Engineering | Bachelor of Laws | Bachelor of Education | Bachelor of Business Administration | =B.Sc | =B.S | =B.A | =B.Eng
Master's degree | masters degree | master's | =MSc | =MA | =MEng | =MRes | =MPhil | postgraduate degree | Master of Science | Master of Arts | Master of Engineering | =M.Sc | =M.S | =M.A | =MBA > Degree
PhD | =PhD | =DPhil | doctorate | doctoral degree | =Ph.D | Doctor of Philosophy > Degree
STEM degree | numerate degree | degree in a STEM subject | quantitative degree > Degree
# Degrees in a STEM subject, each shown by an education line holding a degree and the subject ('Bachelor of Science
# Mathematics', 'M.S. Manufacturing Engineering'), each showing a STEM degree (cv-match's subjectDegreeShown).
Mathematics degree | maths degree | degree in mathematics | degree in maths > STEM degree, Degree
Physics degree | degree in physics > STEM degree, Degree
Chemistry degree | degree in chemistry > STEM degree, Degree
Biology degree | degree in biology > STEM degree, Degree
Engineering degree | degree in engineering > STEM degree, Degree
Statistics degree | degree in statistics > STEM degree, Degree
Data Science degree | degree in data science > STEM degree, Degree
Microsoft Certified: Power BI Data Analyst | PL-300 | Power BI Data Analyst Associate > Power BI
Tableau certification | Tableau Desktop Specialist > Tableau
Google Data Analytics Certificate
`,
  domains: `
Merchant acquiring | merchant services
Risk modelling | credit risk modelling
Customer analytics | customer insight
Marketing analytics
Product analytics
Supply chain analytics
`,
  roles: `
Data Analyst | Reporting Analyst | MI Analyst | Insight Analyst | Insights Analyst | Business Intelligence Analyst | BI Analyst | Analytics Analyst : SQL, Excel, Power BI, Tableau, Python, Data visualisation, Data analysis, Statistics, MI reporting
Lead Data Analyst | Senior Data Analyst | Analytics Manager | Head of Analytics | Analytics Lead : SQL, Python, Data visualisation, Data modelling, Statistics, Stakeholder management, A/B testing
Data Scientist | Machine Learning Engineer | ML Engineer | AI Engineer : Python, SQL, Machine learning, Statistics, scikit-learn, TensorFlow, PyTorch, Deep learning, Data analysis
Data Engineer | Analytics Engineer | Big Data Engineer | ETL Developer : SQL, Python, ETL, Data modelling, Data warehousing, Apache Spark, Airflow, dbt, Cloud computing
Business Analyst | Systems Analyst : Requirements gathering, Process mapping, Stakeholder management, SQL, Excel, User stories, Agile
Data Architect : Data modelling, Data warehousing, Data governance, SQL, Cloud computing
Statistician | Quantitative Analyst | Quant Analyst : Statistics, R, Python, SQL, Predictive modelling
`,
};
