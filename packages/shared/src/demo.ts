/**
 * The sample accounts DEMO_DATA=true creates on a database without students (for trying the
 * product and for the browser tests). Never enable it on a real installation.
 */
export const DEMO = {
  centre: {
    code: 'DEMO01',
    name: 'Demo Centre, Patna',
    address: 'Boring Road, Patna, Bihar 800001',
    phone: '9000000001',
  },
  staff: { email: 'staff@demo.example.com', password: 'demo staff password', name: 'Demo Staff' },
  student: {
    email: 'student@demo.example.com',
    password: 'demo student password',
    firstname: 'Asha',
    lastname: 'Kumari',
  },
} as const;
