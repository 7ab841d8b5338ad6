/**
 * The Hindi of the texts the home page, the About page, the gallery and the demo site settings
 * ship with (issue 34, decision 0073), by their English. hindi-seed.ts writes them as head
 * office's Hindi of each item that still has the shipped English and no Hindi yet.
 */
export const SITE_HINDI: Readonly<Record<string, string>> = {
  // Hero slides
  'A desktop computer with a spreadsheet and charts on its screen':
    'एक डेस्कटॉप कंप्यूटर, जिसकी स्क्रीन पर स्प्रेडशीट और चार्ट हैं',
  'Computer courses for every career': 'हर करियर के लिए कंप्यूटर कोर्स',
  'From computer fundamentals to programming, at a centre near you.':
    'कंप्यूटर की बुनियादी बातों से प्रोग्रामिंग तक, आपके पास के केंद्र पर।',
  'An accounts ledger beside a calculator and a bar chart':
    'कैलकुलेटर और बार चार्ट के पास रखा एक हिसाब-किताब का बहीखाता',
  'Accounting with Tally Prime and GST': 'Tally Prime और GST के साथ अकाउंटिंग',
  'Keep the books of a real business, with practice on every lesson.':
    'हर पाठ में अभ्यास के साथ, किसी असली व्यवसाय का हिसाब-किताब रखना सीखें।',
  'A code editor window with angle brackets and a coffee cup':
    'कोण कोष्ठकों वाली एक कोड एडिटर विंडो और एक कॉफ़ी का कप',
  'Learn to program': 'प्रोग्रामिंग सीखें',
  'C, C++, Python, Java and web development with hands-on projects.':
    'C, C++, Python, Java और वेब डेवलपमेंट, असली प्रोजेक्ट पर काम करते हुए।',
  'A stack of books next to an open book and a desk lamp':
    'एक खुली किताब और टेबल लैंप के पास रखी किताबों की ढेरी',
  'Books and library': 'पुस्तकें और पुस्तकालय',
  'Printed study material and a library at every centre.':
    'छपी हुई अध्ययन सामग्री और हर केंद्र पर एक पुस्तकालय।',
  'A teacher at a whiteboard in front of three students':
    'तीन विद्यार्थियों के सामने व्हाइटबोर्ड पर पढ़ाते एक शिक्षक',
  'Experienced teachers': 'अनुभवी शिक्षक',
  'Small batches and teachers who know every student by name.':
    'छोटे बैच, और ऐसे शिक्षक जो हर विद्यार्थी को नाम से जानते हैं।',
  'A certificate with a ribbon seal and a graduation cap':
    'रिबन वाली मुहर लगा एक प्रमाणपत्र और एक दीक्षांत टोपी',
  'Certificates that count': 'प्रमाणपत्र जिनका मान है',
  'Every certificate can be verified online by any employer.':
    'हर प्रमाणपत्र को कोई भी नियोक्ता ऑनलाइन जाँच सकता है।',
  // The notice
  'New batches start every month at all our centres. Admissions are open for certificate, diploma and advance diploma courses.':
    'हमारे सभी केंद्रों पर हर महीने नए बैच शुरू होते हैं। सर्टिफ़िकेट, डिप्लोमा और एडवांस डिप्लोमा कोर्स में प्रवेश खुले हैं।',
  // Feature cards
  Courses: 'कोर्स',
  'Office software (MS Word, Excel, PowerPoint), accounting software (Tally Prime with GST), programming (C, C++, Python) and Java.':
    'ऑफ़िस सॉफ़्टवेयर (MS Word, Excel, PowerPoint), अकाउंटिंग सॉफ़्टवेयर (GST सहित Tally Prime), प्रोग्रामिंग (C, C++, Python) और Java।',
  'Books and Library': 'पुस्तकें और पुस्तकालय',
  'Printed books for every course and a library at each centre, open to all our students.':
    'हर कोर्स की छपी हुई पुस्तकें, और हर केंद्र पर एक पुस्तकालय जो हमारे सभी विद्यार्थियों के लिए खुला है।',
  Teachers: 'शिक्षक',
  'Qualified, experienced teachers who teach in small batches with daily practice.':
    'योग्य और अनुभवी शिक्षक, जो छोटे बैचों में रोज़ के अभ्यास के साथ पढ़ाते हैं।',
  Certification: 'प्रमाणन',
  'A certificate for every course completed, with a number anyone can verify online.':
    'पूरे किए गए हर कोर्स का प्रमाणपत्र, एक ऐसी संख्या के साथ जिसे कोई भी ऑनलाइन जाँच सकता है।',
  // Plans: labels and features
  '1 Month': '1 महीना',
  '3 Months': '3 महीने',
  '6 Months': '6 महीने',
  '12 Months': '12 महीने',
  '18 Months': '18 महीने',
  '24 Months': '24 महीने',
  'Basic content access': 'बुनियादी सामग्री',
  'Community support': 'साथी विद्यार्थियों से सहायता',
  'Premium content': 'विशेष अध्ययन सामग्री',
  'Q&A sessions': 'प्रश्नोत्तर सत्र',
  'Exclusive webinars': 'विशेष ऑनलाइन सेमिनार',
  'All premium content': 'सारी विशेष अध्ययन सामग्री',
  '1-on-1 mentoring': 'व्यक्तिगत मार्गदर्शन',
  'Project reviews': 'प्रोजेक्ट की समीक्षा',
  'Full course access': 'पूरे कोर्स तक पहुँच',
  'All mentoring': 'हर तरह का मार्गदर्शन',
  'Unlimited reviews': 'असीमित समीक्षाएँ',
  'Extended support': 'लंबी अवधि तक सहायता',
  'Priority content': 'नई सामग्री सबसे पहले',
  'Unlimited mentorship': 'असीमित मार्गदर्शन',
  'Lifetime access': 'आजीवन पहुँच',
  'Priority Q&A': 'प्रश्नों के उत्तर सबसे पहले',
  'Exclusive content': 'विशेष सामग्री',
  // The About page (its defaults)
  'For more than three decades we have taught computers and vocational skills to students from towns and villages, in small batches and in their own language.':
    'तीन दशकों से अधिक समय से हम कस्बों और गाँवों के विद्यार्थियों को, छोटे बैचों में और उनकी अपनी भाषा में, कंप्यूटर और व्यावसायिक कौशल सिखा रहे हैं।',
  'What we teach': 'हम क्या सिखाते हैं',
  'Short certificate courses in office software, accounting with Tally Prime and GST, typing in English and Hindi, programming and design; one- and two-year diplomas in computer applications, hardware and networking, and health care; and graded advance diplomas in fine art, dance, music, yoga and more.':
    'ऑफ़िस सॉफ़्टवेयर, Tally Prime और GST के साथ अकाउंटिंग, अंग्रेज़ी और हिंदी टाइपिंग, प्रोग्रामिंग और डिज़ाइन के लघु सर्टिफ़िकेट कोर्स; कंप्यूटर एप्लिकेशन, हार्डवेयर और नेटवर्किंग तथा स्वास्थ्य सेवा में एक और दो वर्ष के डिप्लोमा; और ललित कला, नृत्य, संगीत, योग आदि में श्रेणीबद्ध एडवांस डिप्लोमा।',
  'How we work': 'हम कैसे काम करते हैं',
  'Every centre of our network follows the same syllabus and examinations, and every certificate we issue carries a number that employers can verify. Our teachers know their students by name, and the library and computer lab are open to every student.':
    'हमारे नेटवर्क का हर केंद्र एक ही पाठ्यक्रम और एक जैसी परीक्षाओं का पालन करता है, और हमारे हर प्रमाणपत्र पर एक संख्या होती है जिसे नियोक्ता जाँच सकते हैं। हमारे शिक्षक अपने विद्यार्थियों को नाम से जानते हैं, और पुस्तकालय व कंप्यूटर लैब हर विद्यार्थी के लिए खुले हैं।',
  'years of experience': 'वर्षों का अनुभव',
  'successful projects': 'सफल परियोजनाएँ',
  'happy clients': 'संतुष्ट ग्राहक',
  // The gallery
  'Our centres': 'हमारे केंद्र',
  'Computer lab at the main centre': 'मुख्य केंद्र की कंप्यूटर लैब',
  'Rows of desks with computers in a bright computer lab':
    'रोशनी से भरी कंप्यूटर लैब में कंप्यूटरों वाली मेज़ों की कतारें',
  'English and Hindi typing practice': 'अंग्रेज़ी और हिंदी टाइपिंग का अभ्यास',
  'Keyboards on a long desk during a typing class': 'टाइपिंग की कक्षा के दौरान एक लंबी मेज़ पर रखे कीबोर्ड',
  'Tally Prime with GST class': 'GST सहित Tally Prime की कक्षा',
  'A projector screen showing an accounts ledger and a bar chart':
    'प्रोजेक्टर की स्क्रीन पर हिसाब-किताब का बहीखाता और एक बार चार्ट',
  'Programming batch at work': 'काम में जुटा प्रोग्रामिंग बैच',
  'A laptop showing code, with notebooks beside it': 'कोड दिखाता एक लैपटॉप, पास में कॉपियाँ',
  'The centre library': 'केंद्र का पुस्तकालय',
  'Shelves of colourful books in the library': 'पुस्तकालय में रंग-बिरंगी किताबों की अलमारियाँ',
  'Certificate distribution day': 'प्रमाणपत्र वितरण दिवस',
  'A certificate with a ribbon seal under a decorated stage banner':
    'सजे हुए मंच के बैनर के नीचे रिबन वाली मुहर लगा एक प्रमाणपत्र',
  'Hardware and networking workshop': 'हार्डवेयर और नेटवर्किंग कार्यशाला',
  'An opened computer cabinet with cables and a network switch':
    'केबलों और एक नेटवर्क स्विच के साथ खुला हुआ कंप्यूटर कैबिनेट',
  'Graphic design studio': 'ग्राफ़िक डिज़ाइन स्टूडियो',
  'A drawing tablet and a monitor with colourful shapes':
    'एक ड्रॉइंग टैबलेट और रंग-बिरंगी आकृतियों वाला मॉनिटर',
  'Morning yoga session': 'सुबह का योग सत्र',
  'Yoga mats laid out in a hall at sunrise': 'सूर्योदय के समय हॉल में बिछी योग की चटाइयाँ',
  'Music room with harmonium and tabla': 'हारमोनियम और तबले वाला संगीत कक्ष',
  'A harmonium and a pair of tabla drums on a carpet': 'दरी पर रखा एक हारमोनियम और तबले की जोड़ी',
  'Drawing and painting class': 'ड्रॉइंग और पेंटिंग की कक्षा',
  'An easel with a landscape painting and a palette of colours':
    'प्राकृतिक दृश्य की पेंटिंग वाला एक ईज़ल और रंगों की पैलेट',
  'Our training centre': 'हमारा प्रशिक्षण केंद्र',
  'The front of a two-storey training centre building with a signboard':
    'साइनबोर्ड के साथ दो मंज़िला प्रशिक्षण केंद्र भवन का सामने का हिस्सा',
  // The demo installation's site settings (DEMO_DATA=true)
  'Boring Road, Patna, Bihar 800001': 'बोरिंग रोड, पटना, बिहार 800001',
  'Mon–Sat 9:00 am – 6:00 pm': 'सोमवार से शनिवार, सुबह 9:00 से शाम 6:00 तक',
};
