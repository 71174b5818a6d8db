import { question, type PaperSeed } from './types.js';

/** Questions, model answers and key points in Tamil, for the state board's Tamil paper. */
export const tamilPaper: PaperSeed = {
  title: 'தமிழ்: இலக்கணம் மற்றும் செய்யுள் பயிற்சித் தேர்வு',
  studentClass: 'Grade 10',
  description:
    'பத்தாம் வகுப்பு தமிழ்: இலக்கணம், திருக்குறள் மற்றும் பத்தி எழுதுதல். எல்லா வினாக்களுக்கும் தமிழில் விடை எழுதுக.',
  timeAllowed: 45,
  year: 2024,
  qpCode: 'TN-SSLC-TAM-01',
  language: 'ta',
  questions: [
    question(
      '**பெயர்ச்சொல்** என்றால் என்ன? இரண்டு எடுத்துக்காட்டுகள் தருக.',
      'ஒரு பொருளின், இடத்தின் அல்லது ஆளின் பெயரைக் குறிக்கும் சொல் பெயர்ச்சொல் ஆகும். எடுத்துக்காட்டு: **மரம்**, **சென்னை**.',
      [
        ['ஒரு பொருளின் பெயரைக் குறிக்கும் சொல் பெயர்ச்சொல் ஆகும்.', 1],
        ['எடுத்துக்காட்டு: மரம், சென்னை.', 1],
      ],
    ),
    question(
      '**வினைச்சொல்** என்றால் என்ன? எடுத்துக்காட்டுடன் விளக்குக.',
      'ஒரு செயலைக் குறிக்கும் சொல் வினைச்சொல் ஆகும். எடுத்துக்காட்டு: **படித்தான்**, **ஓடினாள்**.',
      [
        ['ஒரு செயலைக் குறிக்கும் சொல் வினைச்சொல் ஆகும்.', 1],
        ['எடுத்துக்காட்டு: படித்தான், ஓடினாள்.', 1],
      ],
    ),
    question(
      '"அகர முதல எழுத்தெல்லாம் ஆதி\nபகவன் முதற்றே உலகு"\n\nஇக்குறளின் **பொருளை** எழுதுக.',
      'எழுத்துகள் எல்லாம் அகரத்தை முதலாகக் கொண்டுள்ளன. அதுபோல உலகம் இறைவனை முதலாகக் கொண்டுள்ளது. இது திருக்குறளின் முதல் குறள்; **கடவுள் வாழ்த்து** அதிகாரத்தில் உள்ளது.',
      [
        ['எழுத்துகள் எல்லாம் அகரத்தை முதலாகக் கொண்டுள்ளன.', 1],
        ['அதுபோல உலகம் இறைவனை முதலாகக் கொண்டுள்ளது.', 1],
        ['இது திருக்குறளின் முதல் குறள்; கடவுள் வாழ்த்து அதிகாரத்தில் உள்ளது.', 1],
      ],
    ),
    question(
      '**திருவள்ளுவர்** மற்றும் திருக்குறள் பற்றி மூன்று குறிப்புகள் எழுதுக.',
      '- திருவள்ளுவர் திருக்குறளை இயற்றினார்.\n- திருக்குறள் 133 அதிகாரங்களையும் 1330 குறள்களையும் கொண்டது.\n- அது அறம், பொருள், இன்பம் என்ற மூன்று பால்களாகப் பிரிக்கப்பட்டுள்ளது.',
      [
        ['திருவள்ளுவர் திருக்குறளை இயற்றினார்.', 1],
        ['திருக்குறள் 133 அதிகாரங்களையும் 1330 குறள்களையும் கொண்டது.', 1],
        ['அது அறம், பொருள், இன்பம் என்ற மூன்று பால்களாகப் பிரிக்கப்பட்டுள்ளது.', 1],
      ],
    ),
    question(
      'உங்கள் பள்ளியில் நடந்த **ஆண்டு விழா** பற்றி ஒரு பத்தி எழுதுக.',
      'எங்கள் பள்ளியின் ஆண்டு விழா ஜனவரி 26 அன்று பள்ளி அரங்கில் நடைபெற்றது. சிறப்பு விருந்தினராக மாவட்ட ஆட்சியர் வந்து விழாவைத் தொடங்கி வைத்தார். மாணவர்கள் பரதநாட்டியம், நாடகம், பாடல்கள் ஆகிய கலை நிகழ்ச்சிகளை நடத்தினர். சிறந்த மாணவர்களுக்குப் பரிசுகள் வழங்கப்பட்டன. நன்றியுரையுடனும் நாட்டுப்பண்ணுடனும் விழா இனிதே நிறைவடைந்தது.',
      [
        ['எங்கள் பள்ளியின் ஆண்டு விழா ஜனவரி 26 அன்று பள்ளி அரங்கில் நடைபெற்றது.', 1],
        ['சிறப்பு விருந்தினராக மாவட்ட ஆட்சியர் வந்து விழாவைத் தொடங்கி வைத்தார்.', 1],
        ['மாணவர்கள் பரதநாட்டியம், நாடகம், பாடல்கள் ஆகிய கலை நிகழ்ச்சிகளை நடத்தினர்.', 1],
        ['சிறந்த மாணவர்களுக்குப் பரிசுகள் வழங்கப்பட்டன.', 1],
        ['நன்றியுரையுடனும் நாட்டுப்பண்ணுடனும் விழா இனிதே நிறைவடைந்தது.', 1],
      ],
    ),
  ],
};

export const historyPaper: PaperSeed = {
  title: 'Nationalism in India: Chapter Test',
  studentClass: 'Grade 10',
  description: 'The Indian national movement from the Swadeshi movement (1905) to Quit India (1942).',
  timeAllowed: 40,
  year: 2023,
  qpCode: 'TN-SSLC-HIS-03',
  language: 'en',
  questions: [
    question(
      'What was the **Swadeshi movement**?',
      'It began in 1905 against Lord Curzon’s partition of Bengal. People boycotted British goods and used Indian-made (swadeshi) goods instead.',
      [
        ['It began in 1905 as a protest against the partition of Bengal by Lord Curzon.', 1],
        ['People boycotted British goods and used Indian-made swadeshi goods instead.', 1],
      ],
    ),
    question(
      'Why did Mahatma Gandhi **withdraw** the Non-Cooperation Movement?',
      'In February 1922, at Chauri Chaura, a mob set fire to a police station and 22 policemen were killed. Gandhi felt the movement was turning violent and that satyagrahis needed proper training before mass struggle, so he called it off.',
      [
        ['The movement was withdrawn in February 1922.', 1],
        ['At Chauri Chaura a violent mob set fire to a police station and killed 22 policemen.', 1],
        ['Gandhi felt the movement was turning violent and people needed training in non-violent satyagraha.', 1],
      ],
    ),
    question(
      'Explain the significance of the **Dandi March**.',
      'Gandhi walked about 385 km from Sabarmati Ashram to Dandi (March–April 1930) and broke the salt law by making salt from sea water. Salt was used by rich and poor alike, so the march united all classes and began the **Civil Disobedience Movement**.',
      [
        ['Gandhi walked from Sabarmati Ashram to Dandi in March and April 1930.', 1],
        ['He broke the salt law by making salt from sea water.', 1],
        ['It started the Civil Disobedience Movement and drew people of all classes into it.', 1],
      ],
    ),
    question(
      'What did the **Rowlatt Act** (1919) allow, and how did people respond?',
      'It allowed the government to detain political prisoners without trial for up to two years. Nationwide hartals followed, and a peaceful protest meeting at Jallianwala Bagh, Amritsar, ended in the massacre of 13 April 1919.',
      [
        ['It allowed the government to detain political prisoners without trial for up to two years.', 1],
        ['Protests against it led to the Jallianwala Bagh massacre at Amritsar on 13 April 1919.', 1],
      ],
    ),
    question(
      'Write a short note on the **Quit India Movement**.',
      '- Launched on **8 August 1942** at the Bombay session of the Congress.\n- Gandhi gave the call **"Do or Die"**.\n- Leaders were arrested at once; people led strikes, demonstrations and parallel governments.\n- It showed that Britain could no longer rule India against the will of its people.',
      [
        ['It was launched on 8 August 1942 at the Bombay session of the Congress.', 1],
        ['Gandhi gave the call "Do or Die".', 1],
        ['The main leaders were arrested immediately.', 1],
        ['People led strikes, demonstrations and parallel governments across the country.', 1],
        ['It showed the British that they could no longer rule India against its will.', 1],
      ],
    ),
  ],
};
