/**
 * Basic English words: the base forms a junior (roughly CEFR-J A1-A2) and senior (A2-B1) high-school
 * student knows. A copy of the level lists of the writing checker
 * (apps/server/src/writing/lexicon/vocabulary-levels.ts, JUNIOR + SENIOR_EXTRA): content sits below the
 * apps and may not import them, and the build only needs the words. Used to keep WordNet synonyms to
 * words students know (see synonyms.ts).
 */

const JUNIOR = `a about above across after afternoon again against age ago air all almost alone along already also
always am among an and angry animal another answer any anyone anything apple april are arm around arrive
art as ask at august aunt autumn away baby back bad bag ball banana baseball basketball bath be beach
bear beautiful because become bed before begin behind believe best better between big bike bird birthday
black blue boat body book born borrow both bottle box boy bread break breakfast bridge bright bring
brother brown build bus busy but buy by cake call camera camp can cap car card care carry cat catch
chair change cheap check child chocolate choose city class classmate clean clear climb clock close cloud
club coat coffee cold college color colour come computer cook cool corner could country cousin cover cry
cup cut cute dad dance dark date daughter day dear december decide delicious desk dictionary die
different difficult dinner dirty do doctor dog doll door down draw dream dress drink drive during each
ear early earth easy eat egg eight eighteen eleven email end enjoy enough enter eraser even evening ever
every everyone everything example excited exciting excuse eye face fall family famous far farm fast
father favorite favourite february feel festival few fifteen fifty find fine finish fire first fish five
floor flower fly food foot for forget fork forty four fourteen free friday friend friendly from front
fruit full fun funny future game garden get girl give glad glass go good goodbye grandfather grandmother
grandparent great green ground group grow guitar hair half hamburger hand happen happy hard hat have he
head hear heart heavy hello help her here high hike him his history hobby hold holiday home homework
hope horse hospital hot hotel hour house how hundred hungry hurry hurt husband i ice idea if important
in interested interesting into introduce invite is island it its january job join juice july jump june
just keep key kind kitchen know lake language large last late later laugh learn leave left leg lesson
let letter library life light like line lion listen little live long look lose lot loud love lunch make
man many map march math maths may me meal mean meat meet member memory message milk minute miss money
monday monkey month moon more morning most mother mountain mouth move movie much museum music must my
name near need never new news newspaper next nice night nine nineteen no noon north nose not note
notebook nothing november now number nurse o'clock october of off office often old on once one only open
or orange other our out outside over own page paint parent park party pass pen pencil people perform
person pet phone piano picture pig pizza place plan plane plant play player please pocket police pool
poor popular possible practice practise present pretty problem pull push put question quiet quickly
rabbit race radio rain read ready really red remember rest restaurant rice rich ride right river road
robot room rule run sad safe salad same saturday say school science sea season second see sell send
september seven seventeen shall share she ship shirt shoe shop short should show shower sick side sing
singer sister sit six sixteen size skate ski sky sleep slow small smile snow so soccer some someone
something sometimes son song soon sorry sound soup south speak special spell spend sport spring stand
star start station stay still stop store story street strong student study subject summer sun sunday
supper sure surprise sweater swim table take talk tall taste tea teach teacher team tell temple ten
tennis test than thank that the their them then there these they thing think third thirsty thirteen
thirty this those thousand three through thursday ticket time tired to today together tomato tomorrow
tonight too tooth top touch towel town toy traffic train travel tree trip true try tuesday turn twelve
twenty two uncle under understand until up us use usually vacation vegetable very video village visit
voice volleyball wait wake walk wall want warm wash watch water way we wear weather wednesday week
weekend welcome well west what when where which white who whose why wife will win wind window winter
wish with without woman wonderful word work world worry would write wrong year yellow yes yesterday yet
you young your zoo japan japanese english america american tokyo`;

const SENIOR_EXTRA = `ability abroad accept accident achieve act action active activity actually add address adult advantage
advice afraid agree aim allow although amazing amount ancient announce anxious apart appear area argue
arrange attend attention attitude audience available avoid aware balance base basic battle behave
benefit bit blood board boring borrow bottom brain brave breath brief business calm campaign cancer
career careful case cause celebrate century certain challenge chance character charge chat choice
citizen clever climate collect comfortable common communicate communication community company compare
competition complete concern condition confident connect consider contact continue control conversation
correct cost courage create creative crowd culture curious custom damage danger dangerous data deal
death decision decrease deep degree depend describe design destroy develop development device difference
direction disappear discover discuss disease distance divide effect effort elderly electricity emotion
encourage energy engineer environment equal escape especially event exactly exam excellent exchange
exercise exist expect expensive experience experiment explain express fact fail fair familiar fashion
fear feeling fight figure fill final finally focus follow foreign forest form forward freedom government
grade graduate guess guest habit handle harm health healthy heat improve include increase independent
individual industry influence information instead international internet invent island issue judge
knowledge lack law lead level limit local lonely machine major manage material matter medicine mention
method mind mistake modern moment nation natural nature necessary neighbor neighbour nervous normal
notice object occur offer opinion opportunity order ordinary organize original pain patient peace
percent perfect perhaps period personal plastic point pollution population positive power prefer prepare
pressure prevent price private probably process produce product professional program progress project
promise protect proud provide public purpose quality raise range rather reach realize reason receive
recent recommend recycle reduce relationship relax rely remain repeat reply report require research
resource respect respond responsible result return role save scene schedule search secret seem serious
service several shape single situation skill society solve source space spread stage state step stress
structure success successful suddenly suggest support suppose survive system technology temperature
terrible theme therefore thought throw tradition traditional translate trouble trust type unique
universe useful usual value various view volunteer waste wealth whole wild wisdom wonder worth`;

/** Every basic word (junior and senior lists together), lower-case base forms. */
export const BASIC_WORDS: ReadonlySet<string> = new Set(
  `${JUNIOR} ${SENIOR_EXTRA}`.split(/\s+/).filter(Boolean),
);
