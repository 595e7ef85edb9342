import type { CompletedProject, PipelineProject, ProjectHighlight } from "./types";

/*
 * The highlights are read by /projects as they are. The pipeline and the gallery are the
 * first run's: imported once into an empty database (server/services/projects/seed.ts),
 * after which staff keep them in the admin portal.
 */

export const projectHighlights: ProjectHighlight[] = [
  { value: "40+", label: "Projects delivered" },
  { value: "1200+", label: "Students trained" },
  { value: "5+", label: "Partner colleges" },
  { value: "6", label: "Specialisation tracks" },
];

export const pipelineProjects: PipelineProject[] = [
  {
    id: "hostel-mess-feedback",
    title: "Hostel Mess Feedback App",
    status: "In Progress",
    timeline: "Aug 2026 – Dec 2026",
    description:
      "A mobile-friendly web app where hostel residents rate each meal, report hygiene issues and vote on the weekly menu. The mess committee gets a dashboard of trends by day and dish instead of a paper complaint register.",
    technologies: ["React", "TypeScript", "Node.js", "Express", "PostgreSQL", "Chart.js"],
    progress: 70,
    mentor: "Sneha Iyer",
    objectives: [
      "Let residents rate a meal from their phone in under 30 seconds",
      "Give the mess committee weekly reports on ratings and complaints",
      "Support anonymous feedback with simple moderation",
      "Pilot the app in two hostels at a partner college",
    ],
  },
  {
    id: "telugu-voice-assistant-for-farmers",
    title: "Telugu Voice Assistant for Farmers",
    status: "In Progress",
    timeline: "Sep 2026 – Feb 2027",
    description:
      "A voice assistant that lets farmers ask about mandi prices, weather and crop advisories in Telugu through a simple Android app. It combines speech recognition, a question-answering layer over published advisories and spoken replies.",
    technologies: [
      "Python",
      "Whisper",
      "FastAPI",
      "Google Cloud Text-to-Speech",
      "Kotlin",
      "PostgreSQL",
    ],
    progress: 40,
    mentor: "Rahul Verma",
    objectives: [
      "Recognise common farming questions asked in spoken Telugu",
      "Answer mandi price queries using daily Agmarknet data",
      "Work on entry-level Android phones over slow mobile connections",
      "Field-test the app with farmers in Sangareddy district",
    ],
  },
  {
    id: "college-placement-tracker",
    title: "College Placement Tracker",
    status: "In Progress",
    timeline: "Oct 2026 – Jan 2027",
    description:
      "A portal for a college placement cell to announce drives, check student eligibility and record every round from the aptitude test to the offer letter. Students can see which companies they qualify for and where they stand in each process.",
    technologies: ["Next.js", "TypeScript", "PostgreSQL", "Prisma"],
    progress: 25,
    mentor: "Arjun Reddy",
    objectives: [
      "Replace the spreadsheets the placement cell uses to track drives",
      "Check eligibility automatically by CGPA, active backlogs and branch",
      "Email drive reminders to eligible students",
      "Produce branch-wise placement statistics for the annual report",
    ],
  },
  {
    id: "digital-bus-pass",
    title: "Digital Student Bus Pass",
    status: "Planning",
    timeline: "Jan 2027 – Apr 2027",
    description:
      "A prototype for applying for and renewing student bus passes online, with a QR code that conductors can verify without an internet connection. It will model a city transport corporation's student pass process using sample data only.",
    technologies: ["React Native", "Node.js", "Express", "MongoDB", "Firebase Authentication"],
    progress: 10,
    mentor: "Sneha Iyer",
    objectives: [
      "Let students apply for and renew passes with college ID verification",
      "Issue signed QR passes that can be checked offline",
      "Build an admin console for approving or rejecting applications",
      "Document how the prototype could connect to an existing ticketing system",
    ],
  },
  {
    id: "kirana-inventory-manager",
    title: "Inventory Manager for Kirana Stores",
    status: "Planning",
    timeline: "Feb 2027 – May 2027",
    description:
      "A simple Android app for neighbourhood kirana stores to track stock, record sales by scanning barcodes and see what needs reordering. It is designed for shopkeepers who use WhatsApp every day but not spreadsheets, with Telugu and Hindi interfaces.",
    technologies: ["Flutter", "Firebase", "Google ML Kit"],
    progress: 5,
    mentor: "Arjun Reddy",
    objectives: [
      "Add stock and record sales by scanning product barcodes",
      "Alert the shopkeeper when an item falls below its reorder level",
      "Work offline and sync when the phone is connected",
      "Test the app with five kirana stores in Madhapur and Kondapur",
    ],
  },
  {
    id: "blood-donor-finder",
    title: "Blood Donor Finder",
    status: "Planning",
    timeline: "Jan 2027 – Mar 2027",
    description:
      "A web app that connects patients' families and hospitals with willing donors from nearby colleges, filtered by blood group and distance. Donors control their own availability and are reminded when they are eligible to donate again.",
    technologies: ["React", "Node.js", "PostgreSQL", "Leaflet"],
    progress: 0,
    mentor: "Fatima Shaikh",
    objectives: [
      "Register donors with clear consent and privacy controls",
      "Search for donors by blood group within a chosen distance",
      "Remind donors when they are eligible again, following national donation-interval guidelines",
      "Onboard donors through college NSS units",
    ],
  },
];

export const completedProjects: CompletedProject[] = [
  {
    id: "campus-events-hub",
    title: "Campus Events Hub",
    goal: "Bring every club event, workshop and fest schedule at a college into one place, so that students stop missing events announced only in WhatsApp groups.",
    techStack: ["React", "Node.js", "Express", "MongoDB", "Firebase Cloud Messaging"],
    outcome:
      "Used by about 3,000 students across two partner colleges during the 2026 fest season, with over 60 events listed.",
    testimonial: {
      quote:
        "We built something our own juniors opened every morning during the fest. Handling real users, and their real complaints, taught me more than any lab record.",
      author: "Sai Teja Kumar",
      role: "Final-year B.Tech CSE, team lead",
    },
    images: [
      {
        src: "/images/projects/campus-events-hub-1.svg",
        alt: "Phone screen showing the event calendar of the Campus Events Hub",
        width: 800,
        height: 500,
      },
      {
        src: "/images/projects/campus-events-hub-2.svg",
        alt: "Event details page in the Campus Events Hub with venue, timing and a register button",
        width: 800,
        height: 500,
      },
    ],
  },
  {
    id: "crop-disease-detector",
    title: "Crop Disease Detector",
    goal: "Help farmers identify common tomato and potato leaf diseases from a phone photo, with suggested next steps in Telugu.",
    techStack: ["Python", "PyTorch", "MobileNetV2", "FastAPI", "Flutter"],
    outcome:
      "Reached 91% accuracy on a held-out set of 2,000 leaf images and was field-tested with 25 farmers near Warangal.",
    testimonial: {
      quote:
        "The model did well on the public dataset but struggled with photos taken in harsh afternoon sunlight. Fixing that with our own field images was the most useful thing I learnt all year.",
      author: "Lakshmi Prasanna",
      role: "Final-year B.Tech ECE, ML lead",
    },
    images: [
      {
        src: "/images/projects/crop-disease-detector-1.svg",
        alt: "Phone screen showing a tomato leaf photo with the detected disease and a confidence score",
        width: 800,
        height: 500,
      },
      {
        src: "/images/projects/crop-disease-detector-2.svg",
        alt: "Diagram of the Crop Disease Detector pipeline, from photo upload to model prediction to advice in Telugu",
        width: 800,
        height: 500,
      },
    ],
  },
  {
    id: "smart-attendance",
    title: "Smart Attendance System",
    goal: "Cut the time lost to roll call by marking attendance from a single classroom photo, with student consent and a faculty check before anything is saved.",
    techStack: ["Python", "OpenCV", "face_recognition", "Flask", "MySQL"],
    outcome:
      "Piloted in four classrooms for one semester; roll call dropped from about 8 minutes to under 2, with faculty correcting roughly 3% of entries.",
    testimonial: {
      quote:
        "The team handled consent and data storage carefully, which was my main concern. I now spend those minutes teaching instead of calling out sixty names.",
      author: "Dr. K. Srinivas Rao",
      role: "Associate Professor, Department of CSE",
    },
    images: [
      {
        src: "/images/projects/smart-attendance-1.svg",
        alt: "Faculty dashboard showing a classroom photo with recognised students outlined in green",
        width: 800,
        height: 500,
      },
      {
        src: "/images/projects/smart-attendance-2.svg",
        alt: "Attendance report table listing students, dates and present or absent status",
        width: 800,
        height: 500,
      },
    ],
  },
  {
    id: "resume-analyzer",
    title: "Resume Analyzer",
    goal: "Give students quick feedback on how their resume matches a target job description, before they sit down with a mentor for a detailed review.",
    techStack: ["Python", "spaCy", "scikit-learn", "pdfplumber", "Streamlit"],
    outcome:
      "Used by about 450 students before the 2026 placement season; mentors spent less review time on formatting and more on content.",
    testimonial: {
      quote:
        "I tried the analyzer on my own resume first, and it pointed out that none of my project bullets mentioned a result. After fixing that I was shortlisted for two internships.",
      author: "Nikhil Chowdary",
      role: "B.Tech IT, 3rd Year, developer",
    },
    images: [
      {
        src: "/images/projects/resume-analyzer-1.svg",
        alt: "Upload screen of the Resume Analyzer with a PDF resume and a pasted job description",
        width: 800,
        height: 500,
      },
      {
        src: "/images/projects/resume-analyzer-2.svg",
        alt: "Results page of the Resume Analyzer showing a skills match score and suggestions for resume bullet points",
        width: 800,
        height: 500,
      },
    ],
  },
];
