import type { Gender } from '../../schema/index.js';

/** Shared by every demo account; printed by the API at start. */
export const DEMO_PASSWORD = 'Demo@1234';

export const STUDENT_CLASSES = ['Grade 10A', 'Grade 10B', 'Grade 11A'] as const;
export type StudentClass = (typeof STUDENT_CLASSES)[number];

export type InstitutionSeed = {
  key: 'greenfield' | 'riverside';
  name: string;
  slug: string;
  emailDomain: string;
  /** Where the school is, for student addresses. */
  city: string;
  admin: { firstName: string; lastName: string; gender: Gender; department: string; mobile: string };
  /** The well-known student login with a rich history. */
  demoStudent: { firstName: string; lastName: string; gender: Gender; studentClass: StudentClass };
  /** Students per class, demo student included. */
  classSizes: Record<StudentClass, number>;
};

export const INSTITUTIONS: readonly InstitutionSeed[] = [
  {
    key: 'greenfield',
    name: 'Greenfield Public School',
    slug: 'greenfield-public-school',
    emailDomain: 'greenfield.demo',
    city: 'Pune, Maharashtra',
    admin: {
      firstName: 'Priya',
      lastName: 'Sharma',
      gender: 'FEMALE',
      department: 'Physics',
      mobile: '9822014567',
    },
    demoStudent: { firstName: 'Aarav', lastName: 'Patel', gender: 'MALE', studentClass: 'Grade 10A' },
    classSizes: { 'Grade 10A': 17, 'Grade 10B': 16, 'Grade 11A': 15 },
  },
  {
    key: 'riverside',
    name: 'Riverside Academy',
    slug: 'riverside-academy',
    emailDomain: 'riverside.demo',
    city: 'Chennai, Tamil Nadu',
    admin: {
      firstName: 'Rahul',
      lastName: 'Menon',
      gender: 'MALE',
      department: 'English',
      mobile: '9840123456',
    },
    demoStudent: {
      firstName: 'Kavya',
      lastName: 'Subramanian',
      gender: 'FEMALE',
      studentClass: 'Grade 10A',
    },
    classSizes: { 'Grade 10A': 6, 'Grade 10B': 5, 'Grade 11A': 3 },
  },
];

export const adminEmail = (institution: InstitutionSeed) => `admin@${institution.emailDomain}`;
export const demoStudentEmail = (institution: InstitutionSeed) =>
  `student@${institution.emailDomain}`;

export type DemoLogin = {
  role: 'ADMIN' | 'STUDENT';
  email: string;
  password: string;
  institution: string;
};

export const DEMO_LOGINS: readonly DemoLogin[] = INSTITUTIONS.flatMap((institution) => [
  {
    role: 'ADMIN' as const,
    email: adminEmail(institution),
    password: DEMO_PASSWORD,
    institution: institution.name,
  },
  {
    role: 'STUDENT' as const,
    email: demoStudentEmail(institution),
    password: DEMO_PASSWORD,
    institution: institution.name,
  },
]);

/** Name pools by region, so each school's roll reads like a real one. */
const words = (text: string) => text.split(' ');

export const NAMES = {
  greenfield: {
    male: words('Arjun Vihaan Reyansh Ishaan Kabir Aditya Rohan Siddharth Yash Omkar Tanmay Nikhil Pranav Harsh Dev Aniket Shaurya Atharva Kunal Rudra Manav Varun Sahil Parth'),
    female: words('Ananya Diya Saanvi Aadhya Myra Ira Kiara Riya Sneha Pooja Tanvi Shreya Gauri Mrunal Isha Nisha Aditi Meera Sakshi Janhavi Rutuja Kriti Avni Prisha'),
    other: words('Sam Noor Kiran'),
    last: words('Kulkarni Deshpande Joshi Patil Shah Mehta Gupta Singh Verma Iyer Nair Reddy Chavan Jadhav Pawar Bhosale Agarwal Malhotra Kapoor Banerjee Das Mishra Pandey Sawant Gokhale Apte'),
  },
  riverside: {
    male: words('Karthik Vignesh Arun Surya Pradeep Hari Gokul Dinesh Sanjay Ashwin'),
    female: words('Divya Lakshmi Priyanka Nandhini Keerthana Swathi Janani Harini Deepika Abinaya'),
    other: words('Selvi'),
    last: words('Krishnan Raman Natarajan Sundaram Venkatesan Rajendran Murugan Balaji Srinivasan Chandrasekar Ganesan Pillai'),
  },
};

export const STREETS = {
  greenfield: ['FC Road', 'Karve Road', 'Baner Road', 'Aundh', 'Kothrud', 'Viman Nagar', 'Hadapsar'],
  riverside: ['Anna Salai', 'T. Nagar', 'Adyar', 'Mylapore', 'Velachery', 'Besant Nagar'],
};
