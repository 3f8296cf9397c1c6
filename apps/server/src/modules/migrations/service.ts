// spec 000 §1/§4 and spec 001 §2–§8 the migrations: the Croatian euro changeover, the German
// LUGAS registration and the Peruvian (MINCETUR) details. Each flow has its own file; this is what
// other modules may import.
