// Original learner-style essays of about 50, 150 and 400 words for bench/writing.mjs (a few typical
// mistakes left in on purpose, as a student would write them).
export const ESSAYS = {
  50: `My favorite season is summer. In summer, I can swim in the sea with my friends. Last year we go to
Enoshima and ate shaved ice. It was very delicious. I also like summer festival because there are many
food stands. I want to go again next year.`,
  150: `Last Sunday I went to the zoo with my family. We left home at eight and took the train. The zoo was
very crowded because the weather was nice. First, we saw the elephants. They were bigger than I thought.
My little sister was afraid of them, but she liked the pandas very much. We eat lunch under a big tree.
My mother made rice balls and fried chicken for us. After lunch, we watched a show of sea lions. One sea
lion catched a ball with its nose, and everyone clapped. I took many picture with my new camera. In the
afternoon it started to rain, so we went to the gift shop and bought a small panda toy for my sister.
I was tired, but it was a wonderful day. I want to visit the zoo again in spring when the baby animals
are born.`,
  400: `My Dream for the Future

When I was a child, I wanted to be a soccer player. I played soccer every day after school, and I
watched games on TV with my father every weekend. But now my dream is different. I want to become a
doctor who helps people in small towns.

Two years ago my grandfather got sick. He lives in a small village in the mountains, and there is only
one hospital near his house. The doctor there was very kind. She came to my grandfather's house many
times and talked with him about his health. She also explained everything to my family in easy words.
Thanks to her, my grandfather became healthy again, and now he works in his rice field every morning.
I was very impressed by her, and I started to think about my future seriously.

To become a doctor, I have to study very hard. Science and math are not my best subjects, but I am
trying to improve them. I go to juku three times a week, and I usually study for two hours at home. It
is sometimes difficult, and I often want to play games or watch videos instead. However, when I remember
the doctor in my grandfather's village, I can do my best again.

I also think English is important for doctors. Many new medical studies are written in English, and
doctors need to read them to learn new ways to treat patients. In the future, I want to talk with
doctors from other countries and share ideas with them. So I read English news on the internet and
listen to English podcasts on the train. My English is not perfect yet, but I can understand more than
last year.

There are many problems in small towns in Japan. The number of young people is decreasing, and many
hospitals do not have enough doctors. Old people must travel a long way to see a doctor, and it is hard
for them. I believe that doctors in small towns are very important for the future of our country.

Some of my friends say that working in a big city is more exciting. That may be true, but I want to do
a job that makes people happy and safe. I will keep studying and never give up my dream. Someday I hope
to work in a village like my grandfather's and help many people there.`,
};
