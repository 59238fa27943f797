/**
 * The most common passwords people choose, as far as the browser checks them:
 * the first 1,000 of zxcvbn's ranked list that are long enough to pass the length
 * rule (about 4 KB gzip, on the sign-up screen only). The server checks the
 * whole list (42,692 of them, `apps/server/src/auth/common-passwords.ts`,
 * whose test keeps this one its head), so a password the browser passes may
 * still be refused there.
 */
const mostCommon = `
123456 password 12345678 qwerty 123456789 111111 1234567 dragon 123123 baseball abc123 football
monkey letmein shadow master 696969 michael mustang 666666 qwertyuiop 123321 1234567890 superman
1qaz2wsx 7777777 fuckyou jordan qazwsx jennifer 123qwe 000000 killer trustno1 hunter harley
zxcvbnm asdfgh buster andrew batman soccer tigger charlie robert sunshine thomas iloveyou fuckme
ranger daniel hockey george computer michelle jessica starwars asshole pepper klaster 112233
zxcvbn freedom princess joshua maggie ginger 11111111 131313 amanda ashley cheese 159753 nicole
summer matthew chelsea dallas biteme matrix william yankees taylor corvette austin access martin
heather thunder merlin secret diamond anthony hammer fucker 1234qwer silver gfhjkm justin
patrick richard bailey internet samantha golfer scooter orange cookie q1w2e3r4t5 maverick
jackson sparky mickey phoenix bigdog snoopy guitar whatever chicken morgan andrea camaro
mercedes peanut ferrari cowboy falcon welcome samsung steelers joseph smokey dakota melissa
arsenal boomer eagles tigers marina nascar booboo gateway porsche yellow monster spider diablo
hannah bulldog junior london purple compaq lakers iceman qwer1234 hardcore cowboys banana
ncc1701 boston brandon tennis johnny miller q1w2e3r4 coffee scooby 123654 edward nikita mother
yamaha brandy barney chester fuckoff oliver charles player knight forever steven rangers
midnight chicago bigdaddy redsox victoria badboy please fender jasper slayer rabbit natasha
rachel bigdick marine wizard marlboro raiders prince casper fishing flower crystal jasmine
panties iwantu adidas winner winter gandalf password1 ghbdtn 1q2w3e4r angela golden lauren
cocacola jordan23 winston madison angels blowme panther sexsex bigtits spanky shannon sophie
johnson asdfasdf thx1138 toyota murphy canada danielle 12344321 blowjob 8675309 jonathan
liverpoo muffin cooper apples jackie dennis qwerty123 passw0rd abcd1234 sandra pokemon 123abc
slipknot carlos qazxsw 123456a scorpion qwaszx nathan butter startrek rainbow asdfghjkl redskins
newyork gemini cameron qazwsxedc florida liverpool turtle nicholas viking booger wilson sierra
butthead doctor rocket 159357 victor dolphins captain bandit jaguar packers pookie peaches
789456 dolphin helpme tucker theman tiffany maxwell jeremy qwertyui shithead debbie albert
maddog lovers monica united giants nirvana metallic hotdog rosebud mountain benjamin warrior
stupid elephant suckit success bond007 jackass bonnie alexis scorpio samson q1w2e3 rush2112
azerty freddy driver willie calvin 1q2w3e4r5t sydney gators dexter red123 12345a 123456q
creative voodoo arthur trouble america nissan gunner rebecca stella garfield gordon jessie
bullshit parker asdfghjk fucking apollo 1qazxsw2 eminem december legend airborne beavis august
brooklyn godzilla skippy 4815162342 kitten shelby beaver phantom nothing asdasd williams xavier
braves darkness blink182 travis copper tomcat platinum qweqwe 01012011 bigboy 102030 animal
police 11223344 online voyager lifehack 12qwaszx sniper 315475 trinity walter blazer heaven
snowball playboy bubbles loveme hooters cricket marvin willow donkey topgun nintendo saturn
family november gabriel destiny pakistan pumpkin digital sergey chance explorer redwings private
therock runner 789456123 lasvegas guinness beatles cassie christin qwerty1 asdf1234 celtic
broncos andrey 007007 babygirl nelson donald eclipse cartman fluffy louise michigan testing
carolina little samuel alexande birdie cherry pantera sharon gibson vampire mexico dickhead
buffalo montana genius flyers maximus school minecraft lovely stalker metallica doggie carter
kristina kimberly spencer speedy barbara snickers sabrina carmen marcus bronco yankee friends
paradise lol123 dreams magnum horses caroline 147258369 lacrosse goober member qwertyu enigma
scotty pimpin bollocks surfer genesis poohbear asd123 qweasdzxc racing friend hello1 hawaii
eagle1 october vanessa poopoo einstein boobies stanley 12345q walker bitches drowssap stephen
courtney simple alaska badger action denise jester 111222 spitfire drummer forest patricia
maryjane champion diesel svetlana friday gregory pamela hotrod 147258 anderson lucky1 douglas
westside security google badass shorty tester thumper hitman mozart general reddog zaq12wsx
010203 lizard alexander melanie a123456 ruslan 123456789a vincent 1232323q teresa scarface
147852 qwerty12 a12345 marshall olivia veronica buddha spirit frankie money1 stargate antonio
liberty natalie mercury naruto qwe123 12345qwert suzuki semperfi popcorn spooky marley system
brittany claudia scotland cherokee vikings simpsons leslie rascal qweasd loveyou hummer michael1
allison patches russia adrian jupiter penguin cumshot howard passion vfhbyf vladimir franklin
sandman 123789 infinity bastard raider passport assman sucker fantasy bulldogs 1234554321 horney
domino budlight ironman disney norman usuckballz1 softball bishop francis brutus redrum brooke
bigred jeffrey fktrcfylh karina marines kawasaki digger ireland oksana fireman cougar college
alicia russell houston monday bradley nigger justice wildcats tinker duncan dancer logitech
avalon swordfis everton reggie motorola alexandr timothy hentai pussy1 claire patriots madonna
colorado eugene ducati kermit juventus indian connor galore freeuser smooth titanic boogie
simpson warcraft wolverin elizabet arizona saints valentin georgia test123 accord baxter denver
mitchell christ password123 yfnfif stinky zachary roland naughty ncc1701d spiderma chopper
brenda hello123 extreme virginia skyline zombie pearljam froggy pirate fylhtq vision 123qweasd
awesome alyssa dreamer predator bullet empire charlie1 kirill 123123a people panthers skipper
nemesis peekaboo rasdzv3 alison rolltide american cardinal arnold chevelle psycho happy1 danger
mookie wanker manutd 9379992 hobbes vegeta goblue 852456 burton fyfcnfcbz picard 159951 windows
loverboy lovelove vfrcbv victory 123654789 bambam turkey serega tweety hiphop galina changeme
rooster polina berlin suckme taurus electric ronald avatar 134679 raptor alpha1 maksim spring
brazil bigcock newport kenneth hendrix madmax england a1b2c3 sublime britney france darkside
bigman hercules lawrence wolfpack classic letmein1 lincoln ronaldo 741852963 spiderman 1q2w3e
blizzard cheyenne 123456789q wombat bubba1 tiger1 cjkysirj raymond brother kristen pandora
devils zxc123 simone holiday wildcat kramer 147852369 buddy1 sterling caesar alabama carrie
bondage basketball sports pussycat pickle catch22 leather shaggy a1b2c3d4 chronic flowers qaz123
qqq111 robbie gracie freepass airplane perfect kodiak billybob katana sunset stingray snowman
angel1 chocolat zeppelin garcia detroit wolves pontiac firebird vagina gundam panzer outlaw
pretty fisher connie business trevor redhead hardon greenday tarheels 01011980 nastya hellfire
engineer dragon1 savage service serenity michele lickme fireball 1029384756 remember darkstar
miranda mustang1 124578 harvey strike freddie pavilion beauty bobafett 01012000 dbrnjhbz bigmac
chris1 clinton bowling natali future harrison wallace welcome1 swimming apache pyramid dodgers
whynot fuckit defender morris trooper 135790 cancer precious packard lucifer popeye weasel
142536 icecream stewart tanner swordfish blonde presario rockstar viktor manager cheryl norton
james1 control wutang airforce julian atlanta thailand looking casino 741852 21122112 lennon
456123 bluebird theone hawkeye hacker dustin elaine nfnmzyf sailor catfish goldfish maxima
tattoo barbie design pervert machine herman wrangler trucks nipples roscoe tornado lights bubble
cadillac 666999 madman orlando pegasus target longhorn philip browns stefan cannon dilbert
baller microsoft winnie christia qazwsx123 shooter xfiles qazqaz lesbian street seattle corona
amateur cthutq prelude 246810
`;

export const mostCommonPasswords: readonly string[] = mostCommon.trim().split(/\s+/);

const mostCommonSet = new Set(mostCommonPasswords);

/** Whether the browser already knows `password` to be one of the most common (compared in lower case, as the server does). */
export function isAmongMostCommonPasswords(password: string): boolean {
  return mostCommonSet.has(password.toLowerCase());
}
