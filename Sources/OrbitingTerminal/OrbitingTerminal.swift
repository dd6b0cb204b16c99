/// The block-letter engine and terminal toolkit live here.
public enum OrbitingTerminal {}
