/// Invented characters, places and lines for screenplay pages.
enum ScreenplayCatalogue {
    static let characters = ["MAYA", "DELGADO", "RUTH", "OWEN", "PRIYA", "MARCUS", "ELENA", "THEO", "JUNE", "SAMIR",
                             "NORA", "FELIX", "WAITRESS", "DETECTIVE HALE", "DR. OKAFOR", "OLD MAN"]
    static let places = ["KITCHEN", "SQUAD ROOM", "HARBOR DOCKS", "MOTEL PARKING LOT", "MAYA'S APARTMENT", "DINER",
                         "HOSPITAL CORRIDOR", "ROOFTOP", "CITY BUS", "FARMHOUSE - PORCH", "UNDERGROUND GARAGE",
                         "LIBRARY - READING ROOM", "TRAIN STATION", "BACK ALLEY", "POLICE STATION - LOBBY", "LAUNDROMAT"]
    static let settings = ["INT.", "EXT.", "INT.", "EXT.", "INT./EXT."]
    static let times = ["DAY", "NIGHT", "MORNING", "EVENING", "CONTINUOUS", "LATER", "DUSK"]
    static let transitions = ["CUT TO:", "DISSOLVE TO:", "SMASH CUT TO:", "MATCH CUT TO:"]
    static let extensions = ["(V.O.)", "(O.S.)", "(CONT'D)"]

    /// {A} and {B} stand for two characters' names.
    static let actions = [
        "{A} crosses to the window and pulls the blind halfway down.",
        "Rain hammers the glass. Somewhere below, a car alarm starts and stops.",
        "{A} sets a chipped mug in front of {B} without a word.",
        "{B} studies the photograph for a long moment, then slides it back.",
        "The lights flicker. Everyone looks up.",
        "{A} checks a watch, then the door, then the watch again.",
        "A kettle begins to whistle. Nobody moves to take it off the stove.",
        "{B} pockets the key before {A} can see it.",
        "Headlights sweep across the wall as a truck turns outside.",
        "{A} sits on the edge of the bed, still in a wet coat.",
        "The room is too quiet. A clock ticks somewhere out of sight.",
        "{B} laughs, but it dies quickly.",
        "{A} opens the drawer. Empty, except for a folded map.",
        "Papers slide off the desk and scatter across the floor.",
        "{B} leans against the doorframe, arms folded.",
        "A phone buzzes on the table. {A} lets it ring.",
        "{A} and {B} trade a look that says more than either will admit.",
        "Outside, the first light of morning catches the harbor cranes.",
        "{B} tears the envelope open and reads. The color drains from {B}'s face.",
        "The elevator doors open on an empty floor.",
        "{A} wipes the counter in slow circles, listening.",
        "A bus rattles past, its windows full of tired faces.",
    ]

    static let dialogue = [
        "I told you we should have left an hour ago.",
        "You don't get to decide that for me.",
        "Is that what you came here to say?",
        "Give me ten minutes. That's all I'm asking.",
        "We've been over this. The answer is still no.",
        "Then tell me what really happened that night.",
        "I kept the receipt. I keep everything.",
        "Nobody was supposed to find it. Not yet.",
        "Sit down. Please. You're making me nervous.",
        "Fine. But if this goes wrong, it's on you.",
        "I never said I was sorry. I said I understood.",
        "Where were you on Tuesday?",
        "You look like you haven't slept in days.",
        "It's not about the money. It was never about the money.",
        "Just drive. I'll explain on the way.",
        "How long have you known?",
        "I'm not leaving without her.",
        "Then we do it my way, or not at all.",
        "That's the last train out tonight.",
        "Do you still have the key?",
        "Say it again. Slowly this time.",
        "Okay. Okay. Let's think about this.",
    ]

    static let parentheticals = ["(quietly)", "(beat)", "(into phone)", "(smiling)", "(without looking up)", "(sighs)"]

    static let titles = ["THE HARBOR LIGHTS", "A QUIET NUMBER", "SALT AND IRON", "THE LAST TRAIN OUT", "PAPER MOONS",
                         "NORTH OF NOWHERE"]
    static let authors = ["Alex Morgan", "Sam Ortega", "Jordan Lee", "Casey Whitfield", "Robin Adeyemi", "Jamie Novak"]
}
