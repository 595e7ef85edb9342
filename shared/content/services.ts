/**
 * Content data, not code: every offering and specialisation the service pages show, in the
 * order the site lists them. It is over 300 lines because the texts are.
 */
import type { Offering, Specialisation } from "./types";

export const offerings: Offering[] = [
  {
    id: "workshops",
    title: "Workshops",
    summary:
      "Hands-on, instructor-led sessions on current technologies, run on your campus or online. Every workshop ends with something participants have built themselves, not just slides they have seen.",
    highlights: [
      "One-day to five-day formats",
      "Laptop-in-hand lab sessions",
      "Topics mapped to your syllabus and industry needs",
      "Participation certificates",
    ],
    icon: "workshop",
  },
  {
    id: "hackathons",
    title: "Hackathons",
    summary:
      "We plan and run hackathons for colleges and organisations, from problem statements and judging rubrics to mentors on the floor. Formats range from 12-hour campus sprints to 36-hour inter-college events.",
    highlights: [
      "Problem statements drawn from real use cases",
      "Mentors and judges from industry",
      "Registrations, schedule and logistics handled",
      "Post-event report for the organiser",
    ],
    icon: "hackathon",
  },
  {
    id: "career-guidance",
    title: "Career Guidance",
    summary:
      "One-to-one and group sessions that help students choose a direction: product companies, IT services, higher studies or startups. We look at each student's skills and interests and agree on a realistic plan for the next 6 to 12 months.",
    highlights: [
      "One-to-one counselling sessions",
      "Role and skill-gap mapping",
      "Mock technical and HR interviews",
      "Placement-season preparation plans",
    ],
    icon: "career",
  },
  {
    id: "linkedin-optimization",
    title: "LinkedIn Optimization",
    summary:
      "We review and rework student profiles so that recruiters can see what they have actually built and learnt. Students also learn how to write posts, ask for recommendations and reach out to professionals politely.",
    highlights: [
      "Headline, About and Experience rewrites",
      "Projects and certifications showcased properly",
      "Networking and outreach etiquette",
      "Profile review before placement season",
    ],
    icon: "linkedin",
  },
  {
    id: "resume-building",
    title: "Resume Building",
    summary:
      "Students leave with a one-page resume that is clear, honest and readable by applicant tracking systems. We work from their real projects and internships, rewriting each bullet point to show what they did and what it achieved.",
    highlights: [
      "ATS-friendly one-page formats",
      "Project bullets with measurable results",
      "Role-specific versions for different applications",
      "Line-by-line review by a mentor",
    ],
    icon: "resume",
  },
];

export const specialisations: Specialisation[] = [
  {
    title: "Web Development",
    icon: "code",
    tagline: "Build and deploy full-stack web applications with React and Node.js.",
    summary:
      "A project-first course that takes you from semantic HTML to a deployed full-stack application. You will learn modern JavaScript and TypeScript, build interfaces in React, write a REST API with Node.js and Express, and store data in PostgreSQL. By week 6 you will have a live app and a GitHub repository you can show recruiters.",
    audience:
      "B.Tech, BCA and MCA students in their second year or later who want to work as frontend, backend or full-stack developers.",
    prerequisites: [
      "Comfort with at least one programming language, such as C, Java or Python",
      "A basic idea of how websites and browsers work",
      "A laptop with 8 GB RAM and a stable internet connection",
    ],
    durationWeeks: 6,
    maxBatchSize: 20,
    schedule: "Weekends, 10 am to 1 pm IST, online or on campus",
    curriculum: [
      {
        week: 1,
        title: "HTML, CSS and responsive layouts",
        topics: [
          "Semantic HTML5 and accessibility basics",
          "The CSS box model, Flexbox and Grid",
          "Responsive design with media queries",
          "Git and GitHub: commits, branches and pull requests",
        ],
        deliverable: "A responsive personal portfolio page published on GitHub Pages",
      },
      {
        week: 2,
        title: "Modern JavaScript and TypeScript",
        topics: [
          "ES2015+ syntax: modules, destructuring and arrow functions",
          "DOM manipulation and event handling",
          "Promises, async/await and the Fetch API",
          "TypeScript types, interfaces and compiler setup",
        ],
        deliverable: "A weather dashboard in TypeScript that fetches data from a public API",
      },
      {
        week: 3,
        title: "React fundamentals",
        topics: [
          "Components, props and JSX",
          "State and side effects with useState and useEffect",
          "Forms and controlled inputs",
          "Client-side routing with React Router",
        ],
        deliverable: "A multi-page React expense tracker with form validation",
      },
      {
        week: 4,
        title: "Backend with Node.js and Express",
        topics: [
          "The Node.js runtime and npm",
          "REST API design: routes, HTTP methods, status codes and JSON",
          "Express middleware, error handling and input validation",
          "Testing endpoints with Postman",
        ],
        deliverable: "A REST API with CRUD endpoints for a college library's book-issue system",
      },
      {
        week: 5,
        title: "Databases and authentication",
        topics: [
          "Relational modelling and SQL in PostgreSQL",
          "Connecting Express to PostgreSQL",
          "Password hashing with bcrypt and session or JWT-based login",
          "Environment variables and handling secrets safely",
        ],
        deliverable: "The book-issue API backed by PostgreSQL, with user sign-up and login",
      },
      {
        week: 6,
        title: "Full-stack integration and deployment",
        topics: [
          "Connecting the React frontend to your API",
          "CORS, environment configuration and production builds",
          "Deploying the frontend to Vercel and the API to Render",
          "Code review and writing a good README",
        ],
        deliverable:
          "A deployed full-stack capstone app with a live URL and a documented GitHub repository",
      },
    ],
    technologies: [
      "HTML5",
      "CSS3",
      "JavaScript",
      "TypeScript",
      "React",
      "Node.js",
      "Express",
      "PostgreSQL",
      "Git & GitHub",
      "Vercel",
    ],
    outcomes: [
      "Build responsive, accessible interfaces with React and TypeScript",
      "Design and implement REST APIs with Node.js, Express and PostgreSQL",
      "Deploy a full-stack application and maintain it on GitHub",
      "Explain your design decisions clearly in a technical interview",
    ],
  },
  {
    title: "AI/ML",
    icon: "brain",
    tagline: "Learn the core machine learning algorithms and apply them to real data.",
    summary:
      "A practical introduction to machine learning with Python. You will clean and explore data, train and evaluate classical models with scikit-learn, and build your first neural networks with PyTorch. The course ends with an end-to-end project served through a simple API.",
    audience:
      "B.Tech and MCA students who have written some Python and want to move towards machine learning engineer or data scientist roles.",
    prerequisites: [
      "Working knowledge of Python: functions, lists and dictionaries",
      "Basic linear algebra, probability and statistics",
      "A Google account for running notebooks on Google Colab",
    ],
    durationWeeks: 6,
    maxBatchSize: 20,
    schedule: "Tuesday and Thursday evenings, 7 pm to 9:30 pm IST, online",
    curriculum: [
      {
        week: 1,
        title: "Python for data and the ML workflow",
        topics: [
          "NumPy arrays and vectorised operations",
          "Loading, cleaning and joining data with pandas",
          "Visualisation with Matplotlib",
          "The ML workflow: framing the problem, train/test split and baselines",
        ],
        deliverable:
          "An exploratory analysis notebook on a public Indian dataset, such as district-wise crop yields",
      },
      {
        week: 2,
        title: "Supervised learning: regression",
        topics: [
          "Linear regression and gradient descent",
          "Feature scaling and encoding categorical variables",
          "Regularisation with Ridge and Lasso",
          "Evaluation with MAE, RMSE and R²",
        ],
        deliverable:
          "A house-rent prediction model for Hyderabad listings with a short evaluation report",
      },
      {
        week: 3,
        title: "Supervised learning: classification",
        topics: [
          "Logistic regression, decision trees and random forests",
          "Confusion matrix, precision, recall and F1-score",
          "Handling imbalanced classes",
          "Cross-validation and hyperparameter tuning with GridSearchCV",
        ],
        deliverable: "A loan-default classifier with a written comparison of three models",
      },
      {
        week: 4,
        title: "Unsupervised learning and feature engineering",
        topics: [
          "k-means and hierarchical clustering",
          "Dimensionality reduction with PCA",
          "Feature engineering and scikit-learn pipelines",
        ],
        deliverable:
          "A customer segmentation of retail transaction data, with a profile of each cluster",
      },
      {
        week: 5,
        title: "Neural networks with PyTorch",
        topics: [
          "Tensors, autograd and the training loop",
          "Multi-layer perceptrons, activation and loss functions",
          "Convolutional neural networks for image classification",
          "Overfitting, dropout and early stopping",
        ],
        deliverable: "A CNN that classifies plant-leaf images, trained on a Colab GPU",
      },
      {
        week: 6,
        title: "Serving models and capstone",
        topics: [
          "Saving and loading models with joblib and PyTorch state dicts",
          "Serving predictions through a FastAPI endpoint",
          "Reproducibility: random seeds, versioned data and requirements files",
          "Presenting results to a non-technical audience",
        ],
        deliverable:
          "An end-to-end capstone: a trained model, a FastAPI service and a 10-minute demo",
      },
    ],
    technologies: [
      "Python",
      "NumPy",
      "pandas",
      "Matplotlib",
      "scikit-learn",
      "PyTorch",
      "Jupyter",
      "Google Colab",
      "FastAPI",
    ],
    outcomes: [
      "Frame a real problem as a machine learning task and choose suitable metrics",
      "Train, tune and evaluate classical models with scikit-learn",
      "Build and train basic neural networks in PyTorch",
      "Serve a trained model through an API and explain its limitations",
    ],
  },
  {
    title: "Generative AI",
    icon: "sparkles",
    tagline: "Build useful, reliable applications on top of large language models.",
    summary:
      "A hands-on course on building with large language models, from prompt design to retrieval-augmented generation (RAG) and simple tool-using agents. You will work with hosted APIs and open-weight models, store and search embeddings in a vector database, and learn to evaluate outputs rather than simply trust them. The final project is a working chatbot grounded in your own documents.",
    audience:
      "Pre-final and final-year students who are comfortable with Python and want to build LLM-powered products or move into AI engineering roles.",
    prerequisites: [
      "Comfort writing Python scripts and using pip and virtual environments",
      "A basic understanding of web APIs and JSON",
      "Some exposure to machine learning helps, but is not required",
    ],
    durationWeeks: 6,
    maxBatchSize: 20,
    schedule: "Weekends, 2 pm to 5 pm IST, online",
    curriculum: [
      {
        week: 1,
        title: "How large language models work",
        topics: [
          "Tokens, embeddings and the transformer architecture at a high level",
          "Pre-training, instruction tuning and RLHF in brief",
          "Context windows, temperature and sampling",
          "Cost, latency and the limits of hosted models",
        ],
        deliverable: "A notebook comparing two models' answers to the same set of prompts",
      },
      {
        week: 2,
        title: "Prompt engineering and structured output",
        topics: [
          "Zero-shot, few-shot and step-by-step prompting",
          "System prompts and role instructions",
          "Getting JSON output and validating it with Pydantic",
          "Prompt injection and basic safety measures",
        ],
        deliverable:
          "A command-line tool that extracts skills and eligibility from job descriptions into JSON",
      },
      {
        week: 3,
        title: "Embeddings and vector search",
        topics: [
          "Text embeddings and cosine similarity",
          "Chunking strategies for long documents",
          "Storing and querying vectors in ChromaDB",
          "Semantic search compared with keyword search",
        ],
        deliverable: "A semantic search tool over a folder of university syllabus PDFs",
      },
      {
        week: 4,
        title: "Retrieval-augmented generation",
        topics: [
          "Building a RAG pipeline with LangChain",
          "Citing sources in generated answers",
          "Measuring answer quality and catching hallucinations",
          "Running open-weight models locally with Ollama",
        ],
        deliverable: "A RAG chatbot that answers questions from a college's academic regulations",
      },
      {
        week: 5,
        title: "Tools, agents and multimodal models",
        topics: [
          "Function calling and tool use",
          "Simple agent loops, and when not to use them",
          "Speech-to-text with Whisper and image understanding",
          "Open models with Hugging Face Transformers",
        ],
        deliverable:
          "An assistant that calls a timetable-lookup tool and a calculator to answer queries",
      },
      {
        week: 6,
        title: "Shipping a GenAI application",
        topics: [
          "Building a chat interface with Streamlit",
          "Caching, rate limits and cost control",
          "Logging, user feedback and responsible AI practices",
          "Capstone demos and peer review",
        ],
        deliverable:
          "A deployed GenAI capstone app with a short write-up on its evaluation and limitations",
      },
    ],
    technologies: [
      "Python",
      "OpenAI API",
      "Google Gemini API",
      "LangChain",
      "Hugging Face Transformers",
      "ChromaDB",
      "Ollama",
      "Pydantic",
      "Streamlit",
    ],
    outcomes: [
      "Write prompts that produce reliable, structured output",
      "Build retrieval-augmented generation pipelines over your own documents",
      "Evaluate LLM outputs for accuracy, cost and safety",
      "Ship a working GenAI application with an honest account of its limits",
    ],
  },
  {
    title: "Cloud Computing",
    icon: "cloud",
    tagline: "Deploy, scale and automate applications on AWS.",
    summary:
      "An introduction to cloud infrastructure on Amazon Web Services, with containers and automation along the way. You will launch and secure servers, use managed storage and databases, package applications with Docker and automate deployments with Terraform and GitHub Actions. The course also prepares you for the AWS Certified Cloud Practitioner exam.",
    audience:
      "Students interested in cloud, DevOps or site reliability roles, and developers who want to deploy and run what they build.",
    prerequisites: [
      "Basic use of the Linux command line",
      "Familiarity with any one programming language",
      "An AWS account (we help you set it up with budget alerts so you are not billed by surprise)",
    ],
    durationWeeks: 6,
    maxBatchSize: 20,
    schedule: "Saturdays and Sundays, 9 am to 12 noon IST, on campus in Madhapur or online",
    curriculum: [
      {
        week: 1,
        title: "Cloud fundamentals and Linux",
        topics: [
          "IaaS, PaaS and SaaS; regions and availability zones",
          "Linux essentials: files, permissions, processes and SSH",
          "IAM users, roles, policies and multi-factor authentication",
          "Billing alerts and the shared responsibility model",
        ],
        deliverable: "A secured AWS account with IAM users, MFA and a budget alert",
      },
      {
        week: 2,
        title: "Compute and networking",
        topics: [
          "Launching EC2 instances and choosing instance types",
          "VPCs, subnets, route tables and security groups",
          "Serving a web app through Nginx as a reverse proxy",
          "Elastic IPs and DNS basics with Route 53",
        ],
        deliverable: "A Node.js or Flask app running on EC2 behind Nginx",
      },
      {
        week: 3,
        title: "Storage and managed databases",
        topics: [
          "Amazon S3 buckets, bucket policies and static website hosting",
          "Amazon RDS for managed PostgreSQL or MySQL",
          "Backups, snapshots and S3 lifecycle rules",
        ],
        deliverable:
          "The week 2 app connected to an RDS database, with static assets served from S3",
      },
      {
        week: 4,
        title: "Containers with Docker",
        topics: [
          "Images, containers, Dockerfiles and layers",
          "Docker Compose for multi-container apps",
          "Pushing images to Amazon ECR",
          "Running containers on Amazon ECS with Fargate",
        ],
        deliverable: "A containerised two-tier application deployed on ECS Fargate",
      },
      {
        week: 5,
        title: "Infrastructure as code and CI/CD",
        topics: [
          "Terraform providers, resources, variables and state",
          "Writing reusable Terraform for a VPC and EC2 instances",
          "CI/CD pipelines with GitHub Actions",
          "Managing secrets in pipelines",
        ],
        deliverable:
          "A GitHub Actions pipeline that builds, tests and deploys the app on every push",
      },
      {
        week: 6,
        title: "Serverless, monitoring and certification prep",
        topics: [
          "AWS Lambda and Amazon API Gateway",
          "CloudWatch logs, metrics and alarms",
          "Cost optimisation and cleaning up unused resources",
          "Practice questions for the Cloud Practitioner exam",
        ],
        deliverable:
          "A serverless API with CloudWatch alarms, plus a timed mock certification test",
      },
    ],
    technologies: [
      "Linux",
      "Amazon EC2",
      "Amazon S3",
      "Amazon RDS",
      "AWS Lambda",
      "Amazon CloudWatch",
      "Docker",
      "Terraform",
      "GitHub Actions",
      "Nginx",
    ],
    outcomes: [
      "Deploy and secure applications using core AWS services",
      "Package applications with Docker and run them on managed container services",
      "Automate infrastructure with Terraform and deployments with GitHub Actions",
      "Be prepared to attempt the AWS Certified Cloud Practitioner exam",
    ],
  },
  {
    title: "Cybersecurity",
    icon: "shield",
    tagline: "Learn how systems are attacked, and how to defend them.",
    summary:
      "A practical, ethics-first introduction to security. You will learn networking and Linux fundamentals, find and fix common web vulnerabilities from the OWASP Top 10, and practise in legal lab environments such as TryHackMe and deliberately vulnerable applications. Every offensive technique is taught strictly for use on systems you own or are authorised to test.",
    audience:
      "Students curious about security careers such as SOC analyst, penetration tester or application security engineer.",
    prerequisites: [
      "Basic networking concepts such as IP addresses and ports",
      "Comfort with the Linux command line",
      "A laptop that can run Kali Linux in a virtual machine (8 GB RAM minimum)",
    ],
    durationWeeks: 6,
    maxBatchSize: 20,
    schedule: "Monday, Wednesday and Friday evenings, 7 pm to 9 pm IST, online",
    curriculum: [
      {
        week: 1,
        title: "Security foundations and networking",
        topics: [
          "The CIA triad, threat modelling and the Information Technology Act, 2000",
          "TCP/IP, DNS, HTTP and common ports",
          "Setting up Kali Linux in VirtualBox",
          "Packet analysis with Wireshark",
        ],
        deliverable: "A Wireshark capture analysis that identifies protocols and a plaintext login",
      },
      {
        week: 2,
        title: "Linux and reconnaissance",
        topics: [
          "Linux users, permissions and log files",
          "Network scanning with Nmap",
          "Service enumeration and banner grabbing",
          "OSINT basics and responsible disclosure",
        ],
        deliverable: "A scan report of a lab network listing services found and their risks",
      },
      {
        week: 3,
        title: "Web application security",
        topics: [
          "An overview of the OWASP Top 10",
          "SQL injection and cross-site scripting (XSS)",
          "Intercepting and modifying requests with Burp Suite",
          "Broken access control and authentication flaws",
        ],
        deliverable: "Write-ups of five vulnerabilities found in OWASP Juice Shop",
      },
      {
        week: 4,
        title: "Cryptography and secure coding",
        topics: [
          "Hashing, symmetric and asymmetric encryption",
          "TLS and digital certificates",
          "Storing passwords with bcrypt and Argon2",
          "Input validation and parameterised queries",
        ],
        deliverable:
          "A patched version of a vulnerable login form, with a before-and-after explanation",
      },
      {
        week: 5,
        title: "Exploitation basics and hardening",
        topics: [
          "Vulnerability assessment compared with penetration testing",
          "Exploitation basics with Metasploit in an isolated lab",
          "Privilege escalation concepts on Linux",
          "Hardening Linux servers and configuring firewall rules",
        ],
        deliverable: "A set of completed TryHackMe lab rooms and a server hardening checklist",
      },
      {
        week: 6,
        title: "Monitoring and incident response",
        topics: [
          "Log analysis and SIEM basics with Wazuh",
          "The incident response lifecycle",
          "Writing a professional penetration test report",
        ],
        deliverable: "A full penetration test report on a lab machine, with findings and fixes",
      },
    ],
    technologies: [
      "Kali Linux",
      "VirtualBox",
      "Wireshark",
      "Nmap",
      "Burp Suite",
      "Metasploit",
      "OWASP Juice Shop",
      "TryHackMe",
      "Wazuh",
    ],
    outcomes: [
      "Explain common attacks and the controls that prevent them",
      "Find and fix OWASP Top 10 vulnerabilities in web applications",
      "Use standard scanning, traffic-analysis and testing tools in authorised labs",
      "Write clear vulnerability reports that developers can act on",
    ],
  },
  {
    title: "Data Science",
    icon: "chart",
    tagline: "Turn raw data into clear answers and dashboards.",
    summary:
      "A course on the full analytics workflow: asking the right question, querying and cleaning data, analysing it with statistics and presenting it so that decision-makers can act. You will work with SQL, Python and Power BI on datasets such as retail sales, IPL matches and open government data. The capstone is a dashboard and a short report on a problem of your choice.",
    audience:
      "Students from any engineering or science branch, including non-CSE branches, who want to work as data analysts or move towards data science.",
    prerequisites: [
      "Basic Python, or willingness to complete our short pre-course primer",
      "Comfort with spreadsheets such as Excel or Google Sheets",
      "School-level statistics: mean, median and percentages",
    ],
    durationWeeks: 6,
    maxBatchSize: 20,
    schedule: "Weekends, 2 pm to 5 pm IST, online or on campus",
    curriculum: [
      {
        week: 1,
        title: "SQL for analysis",
        topics: [
          "SELECT, WHERE, GROUP BY and ORDER BY",
          "Joins across multiple tables",
          "Subqueries, CTEs and window functions",
          "Working with PostgreSQL and MySQL",
        ],
        deliverable: "Twenty business questions answered with SQL on a retail sales database",
      },
      {
        week: 2,
        title: "Data wrangling with Python",
        topics: [
          "pandas DataFrames, indexing and filtering",
          "Handling missing values, duplicates and outliers",
          "Reshaping data with groupby, pivot tables and merges",
          "Working with dates and time series",
        ],
        deliverable: "A cleaned, documented dataset built from raw IPL ball-by-ball data",
      },
      {
        week: 3,
        title: "Exploratory analysis and visualisation",
        topics: [
          "Descriptive statistics and distributions",
          "Charts with Matplotlib and Seaborn",
          "Choosing the right chart for the question",
          "Telling a clear story with data",
        ],
        deliverable: "An exploratory analysis notebook with ten annotated charts and key findings",
      },
      {
        week: 4,
        title: "Statistics for decisions",
        topics: [
          "Sampling, confidence intervals and hypothesis testing",
          "t-tests, chi-square tests and correlation",
          "A/B testing for product decisions",
          "Common pitfalls, such as confusing correlation with causation",
        ],
        deliverable: "An A/B test analysis recommending one of two app onboarding flows",
      },
      {
        week: 5,
        title: "Dashboards and business intelligence",
        topics: [
          "Importing and shaping data with Power Query",
          "Data modelling and DAX measures for KPIs",
          "Designing interactive dashboards",
          "Publishing and sharing reports",
        ],
        deliverable: "A Power BI sales dashboard with filters by region and month",
      },
      {
        week: 6,
        title: "Predictive basics and capstone",
        topics: [
          "Linear and logistic regression with scikit-learn",
          "Evaluating simple predictive models",
          "Writing an analysis report for stakeholders",
          "Capstone presentations",
        ],
        deliverable:
          "A capstone dashboard and five-page report using a public dataset from data.gov.in",
      },
    ],
    technologies: [
      "SQL",
      "PostgreSQL",
      "Python",
      "pandas",
      "Matplotlib",
      "Seaborn",
      "Jupyter",
      "Power BI",
      "Excel",
      "scikit-learn",
    ],
    outcomes: [
      "Write SQL queries, including joins and window functions, to answer business questions",
      "Clean, analyse and visualise real-world datasets with Python",
      "Apply basic statistical tests to support decisions",
      "Build and present interactive dashboards in Power BI",
    ],
  },
];
