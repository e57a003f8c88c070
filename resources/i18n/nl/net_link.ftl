# Netwerkspel: de namen waarmee een kamer wordt geopend, doorverwijzingen, en een verbinding met een server die stil is gevallen.

net-name-control = de naam op plaats { $seat } bevat een stuurteken of een schrijfrichtingsteken; kies een andere
net-name-long = de naam op plaats { $seat } is te lang: een naam heeft hoogstens { $max } letters
net-name-default = de naam ‘{ $name }’ op plaats { $seat } is hoe het spel een plaats, een bot of de server noemt; kies een andere
net-name-twice = de plaatsen { $first } en { $seat } heten allebei ‘{ $name }’; elke plaats aan tafel heeft een eigen naam nodig
net-redirect-downgrade = een versleuteld (wss://) bereikte server stuurde dit spel door naar een onversleutelde (ws://); niet gevolgd, zodat het token van de plaats niet onversleuteld over het net gaat
net-silent = al { $secs } s niets van de server gehoord
