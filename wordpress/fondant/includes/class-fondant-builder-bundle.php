<?php
/**
 * The page builder's own bundle (Divi's `divi-custom-script`, its builder's `et-builder-modules-script`, the Divi
 * Builder plugin's `divi-builder-custom-script`), replaced on a page only when Fondant provides every builder feature
 * that page uses. Otherwise it stays, and Fondant's builder widgets stay off on that page (core/dom/builder-bundle.ts):
 * never two scripts driving the same element.
 *
 * The bundle prints in the footer, after the content. When one of its handles is enqueued, an output buffer opened at
 * the end of the head records the page (without holding it back: chunks flushed by others are recorded too). Just
 * before WordPress prints the footer scripts, the page so far is read against the build's coverage table
 * (Fondant_Builder_Page), together with the scripts around the bundle: a script that is not replaced and depends on
 * it, data it localizes beyond its known globals, inline scripts attached to it, the builder's feature scripts (motion
 * effects, sticky options, Extra's chrome) or a builder script the table does not know all keep it. When everything is
 * covered, its handles stay enqueued without their source (their localized data, `et_pb_custom` among them, still
 * prints for Fondant to read) and without dependencies, and the libraries only it calls (fitVids, Magnific Popup,
 * easyPieChart, Salvattore…) are dequeued; WordPress still prints one a remaining script needs. Markup printed after
 * the footer scripts (a popup plugin's layouts at a late `wp_footer`) is read at the very end of `wp_footer`: anything
 * uncovered there prints the bundle after all, with its libraries and dependencies. A page that could not be read
 * (no buffer, a buffer of another plugin still open above it, the buffer closed early) keeps the bundle.
 *
 * @package Fondant
 */

defined( 'ABSPATH' ) || exit;

/**
 * The bundle decision for one request.
 */
class Fondant_Builder_Bundle {

	/**
	 * The coverage table (dist/builder-coverage.json).
	 *
	 * @var array
	 */
	private static $coverage = array();

	/**
	 * Output buffer level of the recording buffer, 0 when none was opened.
	 *
	 * @var int
	 */
	private static $level = 0;

	/**
	 * The page's output that left the recording buffer (flushed by someone else).
	 *
	 * @var string
	 */
	private static $flushed = '';

	/**
	 * Whether the recording buffer was closed (then the page cannot be read to its end).
	 *
	 * @var bool
	 */
	private static $closed = false;

	/**
	 * Whether the buffer still records.
	 *
	 * @var bool
	 */
	private static $recording = false;

	/**
	 * Length of the page read at the decision.
	 *
	 * @var int
	 */
	private static $decided_at = 0;

	/**
	 * Whether a filter forced the replacement.
	 *
	 * @var bool
	 */
	private static $forced = false;

	/**
	 * Replaced handle => its source and dependencies as registered.
	 *
	 * @var array<string, array{src: string|false, deps: string[]}>
	 */
	private static $replaced = array();

	/**
	 * Libraries dequeued with the bundle.
	 *
	 * @var string[]
	 */
	private static $dequeued = array();

	/**
	 * Hooks the decision in.
	 *
	 * @param array $coverage The coverage table.
	 */
	public static function init( $coverage ) {
		self::$coverage = $coverage;
		add_action( 'wp_head', array( __CLASS__, 'start_recording' ), PHP_INT_MAX );
		add_action( 'wp_print_footer_scripts', array( __CLASS__, 'decide' ), 0 );
		add_action( 'wp_footer', array( __CLASS__, 'check_late_markup' ), PHP_INT_MAX );
	}

	/**
	 * The bundle's handles enqueued on this page and not printed yet.
	 *
	 * @param WP_Scripts $scripts The scripts registry.
	 * @return string[]
	 */
	private static function pending_bundles( $scripts ) {
		$needed = self::resolve( $scripts, (array) $scripts->queue );
		return array_values(
			array_filter(
				(array) self::$coverage['bundles'],
				static function ( $handle ) use ( $scripts, $needed ) {
					return isset( $needed[ $handle ] ) && ! in_array( $handle, $scripts->done, true );
				}
			)
		);
	}

	/**
	 * Opens the recording buffer at the end of the head, when the bundle is enqueued.
	 */
	public static function start_recording() {
		if ( 0 !== self::$level || empty( self::pending_bundles( wp_scripts() ) ) ) {
			return;
		}
		ob_start( array( __CLASS__, 'record' ) );
		self::$level     = ob_get_level();
		self::$recording = true;
	}

	/**
	 * The recording buffer's callback: keeps what others flush out of it, lets everything through.
	 *
	 * @param string $chunk The output leaving the buffer.
	 * @param int    $phase PHP_OUTPUT_HANDLER_* flags.
	 * @return string
	 */
	public static function record( $chunk, $phase ) {
		if ( self::$recording ) {
			self::$flushed .= $chunk;
		}
		if ( $phase & PHP_OUTPUT_HANDLER_FINAL ) {
			self::$closed = true;
		}
		return $chunk;
	}

	/**
	 * The page printed since the head's end, or null when it cannot be read whole.
	 *
	 * @return string|null
	 */
	private static function page_so_far() {
		if ( 0 === self::$level || self::$closed || ob_get_level() !== self::$level ) {
			return null;
		}
		return self::$flushed . (string) ob_get_contents();
	}

	/**
	 * Ends the recording: the buffer is flushed and closed when it is the innermost one.
	 */
	private static function stop_recording() {
		self::$recording = false;
		self::$flushed   = '';
		if ( 0 !== self::$level && ! self::$closed && ob_get_level() === self::$level ) {
			ob_end_flush();
		}
	}

	/**
	 * Just before the footer scripts print: replaces the bundle when Fondant covers the page.
	 */
	public static function decide() {
		$scripts = wp_scripts();
		$bundles = self::pending_bundles( $scripts );
		if ( empty( $bundles ) || ! empty( self::$replaced ) ) {
			return;
		}
		$page    = self::page_so_far();
		$reasons = self::script_reasons( $scripts, $bundles );
		if ( null === $page ) {
			$reasons[] = 'the page could not be read (output buffer)';
		} else {
			$reasons = array_merge( $reasons, Fondant_Builder_Page::uncovered( $page, self::$coverage ) );
		}
		/**
		 * Whether Fondant replaces the page builder's bundle on this page: printed without its source, its localized
		 * data kept, Fondant's builder widgets then mounting in its place.
		 *
		 * @param bool|null $replace null: decided from the page (replaced when `$reasons` is empty); true or false forces it.
		 * @param string[]  $reasons What of the page only the bundle provides, one line each ([] when Fondant covers all).
		 * @param string[]  $bundles The bundle's handles on the page.
		 */
		$forced  = apply_filters( 'fondant_replace_builder_bundle', null, $reasons, $bundles );
		$replace = null === $forced ? empty( $reasons ) : (bool) $forced;
		if ( ! $replace ) {
			self::stop_recording();
			return;
		}
		self::$forced     = null !== $forced;
		self::$decided_at = null === $page ? 0 : strlen( $page );
		foreach ( $bundles as $handle ) {
			$script                    = $scripts->registered[ $handle ];
			self::$replaced[ $handle ] = array(
				'src'  => $script->src,
				'deps' => (array) $script->deps,
			);
			$script->src               = false;
			$script->deps              = array();
		}
		foreach ( (array) self::$coverage['libraries'] as $library ) {
			if ( in_array( $library, (array) $scripts->queue, true ) && ! in_array( $library, $scripts->done, true ) ) {
				wp_dequeue_script( $library );
				self::$dequeued[] = $library;
			}
		}
	}

	/**
	 * At the very end of `wp_footer`: markup printed after the decision that Fondant does not cover prints the bundle
	 * after all (unless a filter forced the replacement).
	 */
	public static function check_late_markup() {
		if ( empty( self::$replaced ) || self::$forced ) {
			self::stop_recording();
			return;
		}
		$page    = self::page_so_far();
		$reasons = null === $page ? array( 'the page could not be read (output buffer)' ) : Fondant_Builder_Page::uncovered_markup( (string) substr( $page, self::$decided_at ), self::$coverage );
		self::stop_recording();
		if ( empty( $reasons ) ) {
			return;
		}
		$scripts = wp_scripts();
		foreach ( self::$replaced as $handle => $original ) {
			$script       = $scripts->registered[ $handle ];
			$script->src  = $original['src'];
			$script->deps = $original['deps'];
			unset( $script->extra['data'] ); // Printed already, with the footer scripts.
			$scripts->done = array_values( array_diff( $scripts->done, array( $handle ) ) );
		}
		$handles        = array_merge( self::$dequeued, array_keys( self::$replaced ) );
		self::$replaced = array();
		$scripts->do_items( $handles );
	}

	/**
	 * What around the bundle's scripts keeps it.
	 *
	 * @param WP_Scripts $scripts The scripts registry.
	 * @param string[]   $bundles The bundle's handles on the page.
	 * @return string[]
	 */
	private static function script_reasons( $scripts, $bundles ) {
		$reasons   = array();
		$needed    = self::resolve( $scripts, (array) $scripts->queue );
		$libraries = (array) self::$coverage['libraries'];
		$known     = array_merge( (array) self::$coverage['bundles'], $libraries, (array) self::$coverage['independent'] );
		$folders   = self::builder_folders();
		foreach ( array_keys( $needed ) as $handle ) {
			$script = $scripts->registered[ $handle ];
			if ( in_array( $handle, (array) self::$coverage['keep'], true ) ) {
				$reasons[] = 'script ' . $handle;
				continue;
			}
			if ( ! in_array( $handle, $bundles, true ) && ! in_array( $handle, $libraries, true ) && ! in_array( $handle, $scripts->done, true ) && array_intersect( (array) $script->deps, $bundles ) ) {
				$reasons[] = 'script ' . $handle . ' depends on the bundle';
				continue;
			}
			if ( ! in_array( $handle, $known, true ) && is_string( $script->src ) && self::under( $script->src, $folders ) ) {
				$reasons[] = 'builder script ' . $handle;
			}
		}
		foreach ( $bundles as $handle ) {
			$extra = $scripts->registered[ $handle ]->extra;
			if ( ! empty( $extra['before'] ) || ! empty( $extra['after'] ) ) {
				$reasons[] = 'inline script attached to ' . $handle;
			}
			$unknown = array_diff( self::localized_names( (string) ( $extra['data'] ?? '' ) ), (array) self::$coverage['globals'] );
			foreach ( $unknown as $name ) {
				$reasons[] = $handle . ' localizes ' . $name;
			}
		}
		return $reasons;
	}

	/**
	 * The global names a script's localized data defines (`var name = …;`, one per line as WordPress writes them).
	 *
	 * @param string $data The script's `data` extra.
	 * @return string[]
	 */
	private static function localized_names( $data ) {
		preg_match_all( '/^\s*var\s+([A-Za-z_$][\w$]*)\s*=/m', $data, $names );
		return $names[1];
	}

	/**
	 * Where the builder's own scripts live: its builder and core folders, and the Divi or Extra theme.
	 *
	 * @return string[] URLs.
	 */
	private static function builder_folders() {
		$folders = array();
		foreach ( array( 'ET_BUILDER_URI', 'ET_CORE_URL' ) as $constant ) {
			if ( defined( $constant ) ) {
				$folders[] = (string) constant( $constant );
			}
		}
		if ( in_array( strtolower( (string) get_template() ), array( 'divi', 'extra' ), true ) ) {
			$folders[] = get_template_directory_uri();
		}
		return array_filter( $folders );
	}

	/**
	 * Whether a script source is under one of the folders (scheme and host left out).
	 *
	 * @param string   $src     The script's source.
	 * @param string[] $folders Folder URLs.
	 * @return bool
	 */
	private static function under( $src, $folders ) {
		$path = (string) wp_parse_url( $src, PHP_URL_PATH );
		foreach ( $folders as $folder ) {
			$prefix = untrailingslashit( (string) wp_parse_url( $folder, PHP_URL_PATH ) ) . '/';
			if ( '/' !== $prefix && 0 === strpos( $path, $prefix ) ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * Every handle the queue brings in, dependencies included, as keys.
	 *
	 * @param WP_Scripts $scripts The scripts registry.
	 * @param string[]   $handles Handles to resolve.
	 * @return array<string, true>
	 */
	private static function resolve( $scripts, $handles ) {
		$needed = array();
		$stack  = $handles;
		while ( ! empty( $stack ) ) {
			$handle = (string) array_pop( $stack );
			if ( isset( $needed[ $handle ] ) || ! isset( $scripts->registered[ $handle ] ) ) {
				continue;
			}
			$needed[ $handle ] = true;
			foreach ( (array) $scripts->registered[ $handle ]->deps as $dependency ) {
				$stack[] = $dependency;
			}
		}
		return $needed;
	}
}
