/**
 * Real telephone area codes of every state and DC, each with one or more cities it serves, for
 * the sample companies' fictional 555-0100…0199 numbers (reserved for fiction in every area
 * code). Overlays share their cities. A company gets the code with a city nearest to it that
 * still has a free number, so a Mission, TX mover gets 956 rather than Houston's 713. Each code holds 100 numbers, so every
 * state lists more codes than its companies need (the generator checks this, and the CSV test
 * proves the numbers unique).
 */
export const AREA_CODES: Readonly<Record<string, ReadonlyArray<readonly [code: string, ...cities: string[]]>>> = {
  AL: [["205", "Birmingham"], ["659", "Birmingham"], ["251", "Mobile"], ["256", "Huntsville"], ["938", "Huntsville"], ["334", "Montgomery"]],
  AK: [["907", "Anchorage"]],
  AZ: [["602", "Phoenix"], ["480", "Mesa"], ["623", "Glendale"], ["520", "Tucson"], ["928", "Flagstaff", "Yuma", "Lake Havasu City", "Prescott"]],
  AR: [["501", "Little Rock"], ["479", "Fort Smith"], ["870", "Jonesboro"], ["327", "Jonesboro"]],
  CA: [
    ["213", "Los Angeles"], ["323", "Los Angeles"], ["310", "Santa Monica"], ["424", "Torrance"], ["818", "Glendale"],
    ["747", "Burbank"], ["626", "Pasadena"], ["562", "Long Beach"], ["714", "Anaheim"], ["657", "Santa Ana"],
    ["949", "Irvine"], ["909", "San Bernardino"], ["840", "Pomona"], ["951", "Riverside"], ["760", "Oceanside", "El Centro"],
    ["442", "Palm Springs", "El Centro"], ["619", "San Diego"], ["858", "San Diego"], ["661", "Bakersfield"], ["805", "Oxnard"],
    ["820", "Santa Barbara"], ["559", "Fresno", "Porterville"], ["209", "Stockton"], ["350", "Modesto"], ["916", "Sacramento"],
    ["279", "Sacramento"], ["530", "Redding"], ["415", "San Francisco"], ["628", "San Francisco"], ["650", "San Mateo"],
    ["510", "Oakland"], ["341", "Oakland"], ["925", "Concord"], ["408", "San Jose"], ["669", "San Jose"],
    ["831", "Salinas"], ["707", "Santa Rosa"],
  ],
  CO: [["303", "Denver"], ["720", "Denver"], ["719", "Colorado Springs"], ["970", "Fort Collins", "Grand Junction"]],
  CT: [["203", "New Haven"], ["475", "Bridgeport"], ["860", "Hartford"], ["959", "Hartford"]],
  DC: [["202", "Washington"], ["771", "Washington"]],
  DE: [["302", "Wilmington"]],
  FL: [
    ["305", "Miami"], ["786", "Miami"], ["954", "Fort Lauderdale"], ["754", "Fort Lauderdale"], ["561", "West Palm Beach"],
    ["772", "Port Saint Lucie"], ["407", "Orlando"], ["689", "Orlando"], ["321", "Melbourne"], ["813", "Tampa"],
    ["656", "Tampa"], ["727", "Clearwater"], ["941", "Sarasota"], ["239", "Fort Myers"], ["863", "Lakeland"],
    ["352", "Gainesville", "The Villages"], ["904", "Jacksonville"], ["386", "Daytona Beach"], ["850", "Tallahassee"], ["448", "Pensacola"],
  ],
  GA: [
    ["404", "Atlanta"], ["470", "Atlanta"], ["678", "Atlanta"], ["770", "Marietta"], ["706", "Augusta", "Columbus"], ["762", "Athens", "Columbus"],
    ["912", "Savannah"], ["478", "Macon"], ["229", "Albany"],
  ],
  HI: [["808", "Honolulu"]],
  ID: [["208", "Boise"], ["986", "Boise"]],
  IL: [
    ["312", "Chicago"], ["773", "Chicago"], ["872", "Chicago"], ["708", "Cicero"], ["630", "Naperville"], ["331", "Aurora"],
    ["847", "Evanston"], ["224", "Elgin"], ["815", "Rockford"], ["779", "Joliet"], ["217", "Springfield"], ["447", "Champaign"],
    ["309", "Peoria"], ["618", "Belleville"],
  ],
  IN: [
    ["317", "Indianapolis"], ["463", "Indianapolis"], ["219", "Gary"], ["260", "Fort Wayne"], ["574", "South Bend"],
    ["765", "Muncie", "Lafayette"], ["812", "Evansville"], ["930", "Bloomington"],
  ],
  IA: [["515", "Des Moines"], ["319", "Cedar Rapids"], ["563", "Davenport", "Dubuque"], ["641", "Mason City"], ["712", "Sioux City"]],
  KS: [["316", "Wichita"], ["620", "Hutchinson"], ["785", "Topeka", "Salina"], ["913", "Kansas City"]],
  KY: [["502", "Louisville"], ["859", "Lexington"], ["270", "Bowling Green"], ["364", "Owensboro"], ["606", "Ashland"]],
  LA: [["504", "New Orleans"], ["225", "Baton Rouge"], ["318", "Shreveport", "Alexandria"], ["337", "Lafayette"], ["985", "Houma"]],
  ME: [["207", "Portland"]],
  MD: [["410", "Baltimore"], ["443", "Baltimore"], ["667", "Annapolis"], ["301", "Rockville"], ["240", "Silver Spring"]],
  MA: [
    ["617", "Boston"], ["857", "Boston"], ["781", "Lynn"], ["339", "Waltham"], ["508", "Worcester"], ["774", "Brockton"],
    ["978", "Lowell"], ["351", "Lawrence"], ["413", "Springfield"],
  ],
  MI: [
    ["313", "Detroit"], ["248", "Troy"], ["947", "Southfield"], ["586", "Warren"], ["734", "Ann Arbor"], ["810", "Flint"],
    ["517", "Lansing"], ["616", "Grand Rapids"], ["269", "Kalamazoo"], ["989", "Saginaw"], ["231", "Muskegon"], ["906", "Marquette"],
  ],
  MN: [
    ["612", "Minneapolis"], ["651", "Saint Paul"], ["763", "Anoka"], ["952", "Eden Prairie"], ["507", "Rochester"],
    ["320", "Saint Cloud"], ["218", "Duluth", "Moorhead"],
  ],
  MS: [["601", "Jackson", "Hattiesburg"], ["769", "Jackson"], ["228", "Gulfport"], ["662", "Tupelo"]],
  MO: [["314", "Saint Louis"], ["636", "O'Fallon"], ["816", "Kansas City"], ["417", "Springfield"], ["573", "Columbia"], ["660", "Sedalia"]],
  MT: [["406", "Billings"]],
  NE: [["402", "Omaha"], ["531", "Lincoln"], ["308", "Grand Island"]],
  NV: [["702", "Las Vegas"], ["725", "Henderson"], ["775", "Reno"]],
  NH: [["603", "Manchester"]],
  NJ: [
    ["201", "Jersey City"], ["551", "Hackensack"], ["973", "Newark"], ["862", "Paterson"], ["908", "Elizabeth"],
    ["732", "New Brunswick"], ["848", "Toms River"], ["609", "Trenton"], ["856", "Camden"],
  ],
  NM: [["505", "Albuquerque"], ["575", "Las Cruces"]],
  NY: [
    ["212", "New York"], ["646", "New York"], ["332", "New York"], ["917", "New York"], ["718", "Brooklyn"], ["347", "Flushing"],
    ["929", "Bronx"], ["516", "Hempstead"], ["631", "Brentwood"], ["914", "Yonkers"], ["845", "Poughkeepsie"],
    ["518", "Albany"], ["315", "Syracuse"], ["585", "Rochester"], ["716", "Buffalo"], ["607", "Binghamton"],
  ],
  NC: [
    ["704", "Charlotte"], ["980", "Charlotte"], ["919", "Raleigh"], ["984", "Durham"], ["336", "Greensboro"],
    ["743", "Winston-Salem"], ["910", "Fayetteville", "Jacksonville"], ["252", "Greenville"], ["828", "Asheville"],
  ],
  ND: [["701", "Fargo"]],
  OH: [
    ["614", "Columbus"], ["380", "Columbus"], ["216", "Cleveland"], ["440", "Lorain"], ["330", "Akron"], ["234", "Canton"],
    ["513", "Cincinnati"], ["937", "Dayton"], ["419", "Toledo"], ["567", "Toledo"], ["740", "Newark"],
  ],
  OK: [["405", "Oklahoma City"], ["572", "Norman"], ["918", "Tulsa"], ["539", "Broken Arrow"], ["580", "Lawton", "Enid"]],
  OR: [["503", "Portland"], ["971", "Salem"], ["541", "Eugene"], ["458", "Bend"]],
  PA: [
    ["215", "Philadelphia"], ["267", "Philadelphia"], ["610", "Allentown"], ["484", "Reading"], ["412", "Pittsburgh"],
    ["724", "New Castle"], ["717", "Harrisburg"], ["223", "Lancaster"], ["570", "Scranton"], ["272", "Wilkes-Barre"], ["814", "Erie", "Altoona", "State College"],
  ],
  RI: [["401", "Providence"]],
  SC: [["803", "Columbia"], ["839", "Columbia"], ["843", "Charleston"], ["854", "Charleston"], ["864", "Greenville"]],
  SD: [["605", "Sioux Falls"]],
  TN: [
    ["615", "Nashville"], ["629", "Murfreesboro"], ["901", "Memphis"], ["865", "Knoxville"], ["423", "Chattanooga", "Johnson City", "Kingsport"],
    ["731", "Jackson"], ["931", "Clarksville"],
  ],
  TX: [
    ["713", "Houston"], ["281", "Houston"], ["832", "Houston"], ["346", "Pasadena"], ["214", "Dallas"], ["469", "Dallas"],
    ["972", "Irving"], ["945", "Plano"], ["817", "Fort Worth"], ["682", "Arlington"], ["512", "Austin"], ["737", "Austin"],
    ["210", "San Antonio"], ["726", "San Antonio"], ["830", "New Braunfels"], ["956", "McAllen", "Laredo", "Harlingen"], ["915", "El Paso"],
    ["806", "Lubbock", "Amarillo"], ["432", "Midland"], ["325", "Abilene"], ["254", "Waco"], ["979", "Bryan"], ["936", "Conroe"],
    ["903", "Tyler"], ["430", "Longview"], ["940", "Denton"], ["361", "Corpus Christi"], ["409", "Beaumont"],
  ],
  UT: [["801", "Salt Lake City"], ["385", "Provo"], ["435", "Saint George", "Logan"]],
  VT: [["802", "Burlington"]],
  VA: [
    ["703", "Arlington"], ["571", "Alexandria"], ["804", "Richmond"], ["757", "Norfolk"], ["948", "Virginia Beach"],
    ["540", "Roanoke", "Harrisonburg"], ["434", "Lynchburg"], ["276", "Bristol"],
  ],
  WA: [["206", "Seattle"], ["253", "Tacoma"], ["425", "Bellevue"], ["360", "Vancouver", "Bellingham"], ["564", "Olympia"], ["509", "Spokane", "Yakima", "Kennewick"]],
  WV: [["304", "Charleston"], ["681", "Huntington"]],
  WI: [["414", "Milwaukee"], ["262", "Waukesha"], ["608", "Madison", "La Crosse"], ["920", "Green Bay"], ["715", "Eau Claire"], ["534", "Wausau"]],
  WY: [["307", "Cheyenne"]],
};
