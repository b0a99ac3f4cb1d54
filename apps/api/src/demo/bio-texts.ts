// What the demo's plain members say about themselves (the profile's bio), in their own language.
// network.ts gives most of them one, by their place in the list: some members never write one.

export const DEMO_BIOS = {
  nl: [
    'Zelfstandig ondernemer sinds 2018. Ik werk het liefst op een plek met daglicht en goede koffie, en ik ben altijd in voor een kort gesprek over waar je mee bezig bent.',
    'Ik combineer twee dagen kantoor met drie dagen flexwerken door het land. Op elke nieuwe plek leer ik wel iemand kennen.',
    'Projectleider met een zwak voor goede planningen en nog betere vergaderzalen. Spreek me gerust aan bij de koffieautomaat.',
    'Na tien jaar bij een groot bedrijf ben ik voor mezelf begonnen. Ik zoek mensen om mee te sparren over groei, klanten en prijzen.',
    'Ik organiseer graag bijeenkomsten waar mensen uit verschillende vakken elkaar ontmoeten. Heb je een idee voor een meetup? Laat het me weten.',
    'Thuiswerken werd me te stil. Sinds vorig jaar werk ik elke week op andere plekken, en dat bevalt uitstekend.',
    'Ouder van twee kinderen, in het weekend op de racefiets en doordeweeks bezig met klantprojecten. Ik help je graag als ik het antwoord weet.',
    'Ik werk in een klein team dat verspreid over Nederland woont. Eens per maand spreken we ergens in het midden af.',
    'Nieuwsgierig naar hoe anderen hun werk organiseren. Ik deel graag wat bij mij werkt en leer nog liever van jou.',
    'Begonnen in het onderwijs, nu zelfstandig adviseur. Rustige werkplekken zijn mijn favoriet.',
    'Ik zoek mensen die willen meedenken over duurzaam ondernemen. De koffie is van mij.',
    'Liefhebber van goede gesprekken en korte vergaderingen. Je vindt me meestal bij het raam.',
  ],
  en: [
    "Freelancer since 2019. I like working somewhere with daylight and good coffee, and I'm always up for a short chat about what you're working on.",
    'I split my week between the office and flexible workspaces around the country. Every new place brings a new connection.',
    'Project manager with a soft spot for good planning and even better meeting rooms. Say hi at the coffee machine.',
    'After ten years at a large company I started my own business. Looking for people to talk growth, clients and pricing with.',
    'I love organising get-togethers where people from different fields meet. Got an idea for a meetup? Let me know.',
    'Working from home got too quiet, so since last year I work from a different place every week, and I love it.',
    'Parent of two, cyclist at weekends, busy with client projects during the week. Happy to help if I know the answer.',
    'I work in a small team spread across the Netherlands. Once a month we meet somewhere in the middle.',
    'Curious how others organise their work. Happy to share what works for me, and happier still to learn from you.',
    'Started out in education, now an independent adviser. Quiet workspaces are my favourite.',
    'Looking for people who want to think along about sustainable business. The coffee is on me.',
    "Fan of good conversations and short meetings. You'll usually find me by the window.",
  ],
} as const;
